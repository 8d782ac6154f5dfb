import { useQuery } from '@tanstack/react-query';
import { type Currency, formatMinorUnits } from '../../../../shared/money.ts';
import { useCan } from '../../../auth/use-can.ts';
import { rangeBounds } from '../../usage/usage-range.ts';
import { usageQueryOptions } from '../../usage/usage.queries.ts';
import type { Cluster } from '../cluster-types.ts';

/**
 * This month's autoscaled overage of one cluster: nodes above its pools' configured counts,
 * metered by the hour and billed at month end (the same figure as its row on /usage).
 */
export function AutoscaledOverage({ cluster, currency }: { cluster: Cluster; currency: Currency }) {
  const readsUsage = useCan('usage.read');
  const { from, to } = rangeBounds('this-month', new Date(), { from: '', to: '' });
  const usage = useQuery({ ...usageQueryOptions({ from, to, granularity: 'month', clusterId: cluster.id, currency }), enabled: readsUsage });
  if (!readsUsage) return <span className="text-muted-foreground">—</span>;
  if (usage.isPending) return <span className="text-muted-foreground">…</span>;
  if (usage.isError) return <span className="text-muted-foreground">Unavailable</span>;
  const row = usage.data.clusters.find((c) => c.clusterId === cluster.id);
  const amount = row?.billable ?? 0;
  return (
    <span data-cluster-overage={amount}>
      {formatMinorUnits(amount, usage.data.currency)} to be billed at month end{' '}
      <span className="text-muted-foreground">(autoscaled nodes this month; <a className="text-primary underline" href="/usage">usage</a>)</span>
    </span>
  );
}
