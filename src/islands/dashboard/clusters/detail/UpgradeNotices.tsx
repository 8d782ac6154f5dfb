import { maintenanceWindowOf } from '../../../../shared/clusters/maintenance.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatLocalDate } from '../../../ui/date-time.ts';
import { ProgressBar } from '../ClusterBadges.tsx';
import { windowText } from '../pools/MaintenanceWindowFields.tsx';
import type { Cluster } from '../cluster-types.ts';
import type { UpgradeStep } from './maintenance-view.ts';

const stepLabel = (step: UpgradeStep) =>
  ({
    'control-plane': m.clusters_upgrade_step_control_plane,
    surge: m.clusters_upgrade_step_surge,
    drain: m.clusters_upgrade_step_drain,
    remove: m.clusters_upgrade_step_remove,
    done: m.clusters_upgrade_step_done,
  })[step]();

/**
 * The version's end of support, once 30 days or fewer are left (or it has passed): the date, the
 * days left, and that the next maintenance window upgrades the cluster to the next minor version.
 */
export function EndOfSupportBanner({ cluster }: { cluster: Cluster }) {
  const lifecycle = cluster.versionLifecycle;
  if (!lifecycle || lifecycle.status === 'supported') return null;
  const window = windowText(maintenanceWindowOf(cluster));
  const end = formatLocalDate(lifecycle.endOfSupport);
  return (
    <div
      role="status"
      className="grid gap-1 rounded-lg border border-warning/50 bg-warning/10 p-4 text-sm"
      data-testid="end-of-support"
    >
      <p className="font-semibold">
        {lifecycle.status === 'ended'
          ? m.clusters_eos_ended({ version: cluster.kubernetesVersion, end })
          : m.clusters_eos_ending({ version: cluster.kubernetesVersion, end, days: lifecycle.daysLeft })}
      </p>
      <p>{m.clusters_eos_next_window({ window })}</p>
    </div>
  );
}

/** A node replacement under way, live: control plane first, then each pool one node at a time. */
export function UpgradeProgressBlock({ cluster }: { cluster: Cluster }) {
  const upgrade = cluster.upgrade;
  if (!upgrade) return null;
  const where =
    upgrade.pool === null ? m.clusters_upgrade_control_plane() : m.clusters_upgrade_pool({ pool: upgrade.pool });
  return (
    <div
      className="grid gap-2 rounded-lg border border-info/40 p-4 text-sm"
      aria-live="polite"
      data-testid="upgrade-progress"
    >
      <p className="font-semibold">{m.clusters_upgrade_progress_title({ from: upgrade.from, to: upgrade.to })}</p>
      <p>
        {where} · {m.clusters_upgrade_replaced({ replaced: upgrade.replaced, total: upgrade.total })} ·{' '}
        {stepLabel(upgrade.step)}
      </p>
      <ProgressBar
        value={upgrade.total > 0 ? Math.round((upgrade.replaced / upgrade.total) * 100) : 0}
        label={m.clusters_upgrade_progress_label()}
      />
    </div>
  );
}
