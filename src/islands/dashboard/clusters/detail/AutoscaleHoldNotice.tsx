import { formatMinorUnits } from '../../../../shared/money.ts';
import { Alert } from '../../../ui/alert.tsx';
import type { Cluster } from '../cluster-types.ts';
import { m } from '../../../../shared/i18n/messages.ts';

/**
 * Says that the autoscaler holds at the organization's monthly spending cap: which pools wait,
 * the cap and what one more node would have brought the month to. The cluster keeps running.
 */
export function AutoscaleHoldNotice({ cluster }: { cluster: Cluster }) {
  const hold = cluster.autoscaleHold;
  if (!hold) return null;
  return (
    <Alert variant="warning" className="mt-2">
      <span data-autoscale-hold={hold.pools.join(',')}>
        {m.clusters_autoscale_held({
          pools: hold.pools.join(', '),
          projected: formatMinorUnits(hold.projected, hold.currency),
          cap: formatMinorUnits(hold.cap, hold.currency),
        })}{' '}
        <a className="text-primary underline" href="/billing#spending-cap">
          {m.clusters_autoscale_held_link()}
        </a>
      </span>
    </Alert>
  );
}
