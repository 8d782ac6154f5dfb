import { useQuery } from '@tanstack/react-query';
import { type Currency, formatMinorUnits } from '../../../../shared/money.ts';
import { useCan } from '../../../auth/use-can.ts';
import { rangeBounds } from '../../usage/usage-range.ts';
import { usageQueryOptions } from '../../usage/usage.queries.ts';
import type { Cluster } from '../cluster-types.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { richMessage } from '../../../ui/rich-message.tsx';

/**
 * This month's autoscaled overage of one cluster: nodes above its pools' configured counts,
 * metered by the hour and billed at month end (the same figure as its row on /usage).
 */
export function AutoscaledOverage({ cluster, currency }: { cluster: Cluster; currency: Currency }) {
  const readsUsage = useCan('usage.read');
  const { from, to } = rangeBounds('this-month', new Date(), { from: '', to: '' });
  const usage = useQuery({
    ...usageQueryOptions({ from, to, granularity: 'month', clusterId: cluster.id, currency }),
    enabled: readsUsage,
  });
  if (!readsUsage) return <span className="text-muted-foreground">—</span>;
  if (usage.isPending) return <span className="text-muted-foreground">…</span>;
  if (usage.isError) return <span className="text-muted-foreground">{m.clusters_overage_unavailable()}</span>;
  const row = usage.data.clusters.find((c) => c.clusterId === cluster.id);
  const amount = row?.billable ?? 0;
  return (
    <span data-cluster-overage={amount}>
      {m.clusters_overage_amount({ amount: formatMinorUnits(amount, usage.data.currency) })}{' '}
      <span className="text-muted-foreground">
        {richMessage((slot) => m.clusters_overage_note(slot), {
          link: (
            <a className="text-primary underline" href="/usage">
              {m.clusters_overage_usage_link()}
            </a>
          ),
        })}
      </span>
    </span>
  );
}
