import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { summaryQueryOptions } from './billing.queries.ts';
import { BudgetCard } from './BudgetCard.tsx';
import { CreditsCard } from './CreditsCard.tsx';
import { formatDay } from '../../ui/date-time.ts';
import { InvoicesCard } from './InvoicesCard.tsx';
import { PaymentMethodsCard } from './PaymentMethodsCard.tsx';
import { UnpaidBanner } from './UnpaidBanner.tsx';
import { BillingCurrencyNote } from './BillingCurrencyNote.tsx';
import { NextCharge } from './NextCharge.tsx';
import { useHeaderCurrency } from './use-header-currency.ts';
import { formatMinorUnits } from '../../../shared/money.ts';

export function BillingSection({ title, id, className, children }: { title: string; id?: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn('min-w-0 rounded-lg border border-border bg-card p-5 shadow-sm', className)}>
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-summary={testId}>
        {children}
      </dd>
    </div>
  );
}

/** /billing: the period at a glance, what is unpaid, invoices, payment methods, credits and the budget. */
export function BillingPage() {
  const currency = useHeaderCurrency();
  const summary = useQuery(summaryQueryOptions(currency));
  const data = summary.data;
  return (
    <div className="grid gap-6">
      {summary.isPending ? <Spinner label="Loading the billing summary" /> : null}
      {summary.isError ? <p role="alert" className="text-sm text-destructive">Could not load the billing summary. {summary.error.message}</p> : null}
      {data ? (
        <>
          <UnpaidBanner summary={data} />
          <BillingCurrencyNote currency={data.currency} fixed={data.billingCurrency !== null} />
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Figure label="Current period" testId="period">
              <span className="text-lg">
                {formatDay(data.period.start)} – {formatDay(data.period.end)}
              </span>
            </Figure>
            <Figure label="Spent this month" testId="month-to-date">
              {formatMinorUnits(data.monthToDate, data.currency)}
              <span className="block text-sm font-normal text-muted-foreground">
                Before VAT: {formatMinorUnits(data.chargedThisMonth, data.currency)} charged in advance, {formatMinorUnits(data.billableToDate, data.currency)} to be billed at month end
              </span>
            </Figure>
            <Figure label="Forecast to month end" testId="forecast">
              {formatMinorUnits(data.forecast, data.currency)}
              <span className="block text-sm font-normal text-muted-foreground">Including renewals due this month and autoscaling at the last 7 days’ pace</span>
            </Figure>
            <Figure label="Credits balance" testId="credits">
              {formatMinorUnits(data.creditsBalance, data.currency)}
              <span className="block text-sm font-normal text-muted-foreground">Used first on your next invoices</span>
            </Figure>
            <Figure label="Next charge" testId="next-charge">
              {data.nextCharge ? formatMinorUnits(data.nextCharge.amount, data.currency) : '—'}
              <span className="block text-sm font-normal text-muted-foreground">
                {data.nextCharge ? `${formatDay(data.nextCharge.at)}: ${data.nextCharge.description}` : 'Nothing renews yet'}
              </span>
            </Figure>
            <Figure label="Plan" testId="plan">
              {data.plan.name}
              <span className="block text-sm font-normal text-muted-foreground">
                {data.plan.discountPercent > 0 ? `${data.plan.discountPercent} % discount · ` : ''}
                <a href="/orders/support" className="font-medium text-primary underline-offset-4 hover:underline">
                  Change plan
                </a>
              </span>
            </Figure>
          </dl>
          <NextCharge summary={data} />
        </>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <BillingSection title="Invoices" className="xl:col-span-2">
          <InvoicesCard />
        </BillingSection>
        <BillingSection title="Payment methods">
          <PaymentMethodsCard />
        </BillingSection>
        <BillingSection title="Monthly budget" id="budget">
          <BudgetCard />
        </BillingSection>
        <BillingSection title="Credits" className="xl:col-span-2">
          <CreditsCard />
        </BillingSection>
      </div>
    </div>
  );
}
