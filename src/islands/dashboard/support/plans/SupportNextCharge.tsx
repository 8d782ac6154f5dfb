import { useQuery } from '@tanstack/react-query';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatMinorUnits } from '../../../../shared/money.ts';
import { supportSubscriptionQueryOptions } from '../../orders/orders.queries.ts';
import { formatLongDay } from '../../../ui/date-time.ts';
import { richMessage } from '../../../ui/rich-message.tsx';

const date = formatLongDay;

/** The paid plan's period and its next charge (what, how much, when), as the cluster pages say theirs. */
export function SupportNextCharge() {
  const query = useQuery(supportSubscriptionQueryOptions());
  const view = query.data;
  if (!view?.subscription) return null;
  const { subscription, nextCharge } = view;
  return (
    <section
      aria-labelledby="support-next-charge"
      className="grid gap-1 rounded-lg border border-border bg-card p-4 text-sm"
    >
      <h3 id="support-next-charge" className="font-semibold">
        {m.support_next_charge_heading()}
      </h3>
      {nextCharge ? (
        <>
          <p>
            {richMessage(
              (slot) =>
                m.support_next_charge_text({
                  plan: subscription.planName,
                  end: date(subscription.periodEnd),
                  description: nextCharge.description,
                  total: slot.total,
                  net: formatMinorUnits(nextCharge.net, nextCharge.currency),
                  at: date(nextCharge.at),
                }),
              { total: <strong>{formatMinorUnits(nextCharge.total, nextCharge.currency)}</strong> },
            )}
          </p>
          <p className="text-muted-foreground">{m.support_next_charge_proration()}</p>
        </>
      ) : (
        // Once cancelled, the subscription names the plan it went back to: the paid plan is the one that ended.
        <p>{m.support_next_charge_ended({ date: date(subscription.updatedAt) })}</p>
      )}
    </section>
  );
}
