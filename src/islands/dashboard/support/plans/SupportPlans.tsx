import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../../shared/format/numbers.ts';
import { formatPrice } from '../../../../shared/money.ts';
import { useOrderCurrency } from '../../billing/use-billing-currency.ts';
import { useCurrencyState } from '../../../pricing/use-currency-state.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { RoleNote } from '../../../auth/RoleNote.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { billingPlansQueryOptions } from '../../orders/orders.queries.ts';
import type { BillingPlans } from '../../orders/orders.queries.ts';
import { SupportNextCharge } from './SupportNextCharge.tsx';
import { SwitchPlanDialog } from './SwitchPlanDialog.tsx';

type Plan = BillingPlans['plans'][number];

const responseTime = (hours: number) =>
  hours >= 24
    ? m.support_plans_response_days({ days: hours / 24 })
    : hours === 1
      ? m.support_plans_response_hour()
      : m.support_plans_response_hours({ hours });

/** The support plans, for the roles that read billing; the others are told why they are not shown. */
export function SupportPlans() {
  if (useCan('billing.read')) return <PlanCards />;
  return (
    <section aria-labelledby="support-plans" className="grid gap-2">
      <h2 id="support-plans" className="text-lg font-semibold">
        {m.support_plans_heading()}
      </h2>
      <RoleNote permission="billing.read" className="text-sm" />
    </section>
  );
}

/** The support plans side by side (commitment, discount, response time), each with "Switch to this plan" for the roles that order. */
function PlanCards() {
  const mayOrder = useCan('orders.create');
  const query = useQuery(billingPlansQueryOptions());
  // Commitments in the organization's billing currency (the header's before its first paid order).
  const currency = useOrderCurrency();
  const { rates } = useCurrencyState();
  const [switching, setSwitching] = useState<Plan | null>(null);
  if (query.isPending) return <Spinner label={m.support_plans_loading()} />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  return (
    <section aria-labelledby="support-plans" className="grid gap-4">
      <h2 id="support-plans" className="text-lg font-semibold">
        {m.support_plans_heading()}
      </h2>
      <SupportNextCharge />
      <ul className="grid gap-4 md:grid-cols-3">
        {query.data.plans.map((plan) => (
          <li
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={`plan-${plan.id}`} className="font-semibold">
                {plan.name}
              </h3>
              {plan.current ? (
                <span className="rounded-full border border-primary px-2 py-0.5 text-xs font-medium">
                  {m.support_plans_yours()}
                </span>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{m.support_plans_commitment()}</dt>
              <dd>
                {plan.monthlyCommitUsdCents === 0
                  ? m.support_plans_no_commitment()
                  : m.support_plans_per_month({ price: formatPrice(plan.monthlyCommitUsdCents, currency, rates) })}
              </dd>
              <dt className="text-muted-foreground">{m.support_plans_discount()}</dt>
              <dd>
                {plan.discountPercent === 0
                  ? m.support_plans_list_prices()
                  : m.support_plans_discount_percent({ percent: formatPercent(plan.discountPercent) })}
              </dd>
              <dt className="text-muted-foreground">{m.support_plans_response_time()}</dt>
              <dd>{responseTime(plan.supportResponseHours)}</dd>
            </dl>
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <div className="mt-auto pt-2">
              {plan.current ? (
                <p className="text-sm text-muted-foreground">{m.support_plans_current()}</p>
              ) : mayOrder ? (
                <Button variant="outline" onClick={() => setSwitching(plan)} aria-describedby={`plan-${plan.id}`}>
                  {m.support_plans_switch()}
                </Button>
              ) : (
                <RoleNote permission="orders.create" />
              )}
            </div>
          </li>
        ))}
      </ul>
      {switching ? <SwitchPlanDialog plan={switching} onClose={() => setSwitching(null)} /> : null}
    </section>
  );
}
