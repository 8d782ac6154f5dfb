import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { summaryQueryOptions } from './billing.queries.ts';
import { BudgetCard } from './BudgetCard.tsx';
import { SpendingCapCard } from './SpendingCapCard.tsx';
import { CreditsCard } from './CreditsCard.tsx';
import { formatDay } from '../../ui/date-time.ts';
import { InvoicesCard } from './InvoicesCard.tsx';
import { PaymentMethodsCard } from './PaymentMethodsCard.tsx';
import { StatementCard } from './StatementCard.tsx';
import { UnpaidBanner } from './UnpaidBanner.tsx';
import { BillingCurrencyNote } from './BillingCurrencyNote.tsx';
import { NextCharge } from './NextCharge.tsx';
import { useHeaderCurrency } from './use-header-currency.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';
import { QueryError } from '../../ui/query-state.tsx';

export function BillingSection({
  title,
  id,
  className,
  children,
}: {
  title: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-lg border border-border bg-card p-5 shadow-sm', className)}
    >
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

/** /billing: the period at a glance, what is unpaid, invoices, payment methods, credits, the budget and the statement of account. */
export function BillingPage() {
  const currency = useHeaderCurrency();
  const summary = useQuery(summaryQueryOptions(currency));
  const data = summary.data;
  return (
    <div className="grid gap-6">
      {summary.isPending ? <Spinner label={m.billing_summary_loading()} /> : null}
      {summary.isError ? (
        <QueryError
          error={summary.error}
          onRetry={() => void summary.refetch()}
          text={(message) => m.billing_summary_error({ error: message })}
        />
      ) : null}
      {data ? (
        <>
          <UnpaidBanner summary={data} />
          <BillingCurrencyNote currency={data.currency} fixed={data.billingCurrency !== null} />
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Figure label={m.billing_figure_period()} testId="period">
              <span className="text-lg">
                {formatDay(data.period.start)} – {formatDay(data.period.end)}
              </span>
            </Figure>
            <Figure label={m.billing_figure_month_to_date()} testId="month-to-date">
              {formatMinorUnits(data.monthToDate, data.currency)}
              <span className="block text-sm font-normal text-muted-foreground">
                {m.billing_month_to_date_detail({
                  charged: formatMinorUnits(data.chargedThisMonth, data.currency),
                  billable: formatMinorUnits(data.billableToDate, data.currency),
                })}
              </span>
            </Figure>
            <Figure label={m.billing_figure_forecast()} testId="forecast">
              {formatMinorUnits(data.forecast, data.currency)}
              <span className="block text-sm font-normal text-muted-foreground">{m.billing_forecast_detail()}</span>
            </Figure>
            <Figure label={m.billing_figure_credits()} testId="credits">
              {formatMinorUnits(data.creditsBalance, data.currency)}
              <span className="block text-sm font-normal text-muted-foreground">{m.billing_credits_detail()}</span>
            </Figure>
            <Figure label={m.billing_figure_next_charge()} testId="next-charge">
              {/* What will be collected after the credits balance pays its part. */}
              {data.nextCharge ? formatMinorUnits(data.nextCharge.collected, data.currency) : '—'}
              <span className="block text-sm font-normal text-muted-foreground">
                {data.nextCharge
                  ? data.nextCharge.fromBalance > 0
                    ? m.billing_next_charge_from_balance({
                        date: formatDay(data.nextCharge.at),
                        description: data.nextCharge.description,
                        fromBalance: formatMinorUnits(data.nextCharge.fromBalance, data.currency),
                        amount: formatMinorUnits(data.nextCharge.amount, data.currency),
                      })
                    : m.billing_next_charge_detail({
                        date: formatDay(data.nextCharge.at),
                        description: data.nextCharge.description,
                      })
                  : m.billing_nothing_renews()}
              </span>
            </Figure>
            <Figure label={m.billing_figure_plan()} testId="plan">
              {data.plan.name}
              <span className="block text-sm font-normal text-muted-foreground">
                {data.plan.discountPercent > 0
                  ? `${m.billing_plan_discount({ percent: formatPercent(data.plan.discountPercent) })} · `
                  : ''}
                <a href="/orders/support" className="font-medium text-primary underline-offset-4 hover:underline">
                  {m.billing_change_plan()}
                </a>
              </span>
            </Figure>
          </dl>
          <NextCharge summary={data} />
        </>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <BillingSection title={m.billing_section_invoices()} className="xl:col-span-2">
          <InvoicesCard />
        </BillingSection>
        <BillingSection title={m.billing_section_payment_methods()}>
          <PaymentMethodsCard />
        </BillingSection>
        <BillingSection title={m.billing_section_budget()} id="budget">
          <BudgetCard />
        </BillingSection>
        <BillingSection title={m.billing_section_spending_cap()} id="spending-cap">
          <SpendingCapCard />
        </BillingSection>
        <BillingSection title={m.billing_section_credits()} className="xl:col-span-2">
          <CreditsCard />
        </BillingSection>
        <BillingSection title={m.billing_section_statement()} id="statement" className="xl:col-span-2">
          <StatementCard />
        </BillingSection>
      </div>
    </div>
  );
}
