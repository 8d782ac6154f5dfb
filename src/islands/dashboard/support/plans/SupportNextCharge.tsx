import { useQuery } from '@tanstack/react-query';
import { formatMinorUnits } from '../../../../shared/money.ts';
import { supportSubscriptionQueryOptions } from '../../orders/orders.queries.ts';
import { formatLongDay } from '../../../ui/date-time.ts';

const date = formatLongDay;

/** The paid plan's period and its next charge (what, how much, when), as the cluster pages say theirs. */
export function SupportNextCharge() {
  const query = useQuery(supportSubscriptionQueryOptions());
  const view = query.data;
  if (!view?.subscription) return null;
  const { subscription, nextCharge } = view;
  return (
    <section aria-labelledby="support-next-charge" className="grid gap-1 rounded-lg border border-border bg-card p-4 text-sm">
      <h3 id="support-next-charge" className="font-semibold">
        Your plan’s billing
      </h3>
      {nextCharge ? (
        <>
          <p>
            {subscription.planName}, paid in advance until {date(subscription.periodEnd)}. Next charge: {nextCharge.description},{' '}
            <strong>{formatMinorUnits(nextCharge.total, nextCharge.currency)}</strong> VAT included ({formatMinorUnits(nextCharge.net, nextCharge.currency)} before VAT) on{' '}
            {date(nextCharge.at)}, from your credits balance first, then your default payment method.
          </p>
          <p className="text-muted-foreground">
            A dearer plan is charged now for the days left in this period; a cheaper plan or Pay as you go credits the unused days to your balance.
          </p>
        </>
      ) : (
        // Once cancelled, the subscription names the plan it went back to: the paid plan is the one that ended.
        <p>Your paid plan ended on {date(subscription.updatedAt)}: nothing more is charged for it, and any unused days were credited to your balance.</p>
      )}
    </section>
  );
}
