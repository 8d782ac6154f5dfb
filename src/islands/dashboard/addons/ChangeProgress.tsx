import type { ClusterAddons } from '../../../shared/addons/addons.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';

/** The cluster's change in progress (an install, upgrade or removal) as a labelled progress bar. */
export function ChangeProgress({ view }: { view: ClusterAddons }) {
  if (view.status !== 'updating' && view.status !== 'provisioning') return null;
  const progress = view.addonsPhase?.progress ?? view.progress;
  const step =
    view.addonsPhase?.status === 'running'
      ? m.addons_step_installing()
      : view.addonsPhase?.status === 'done'
        ? m.addons_step_checking()
        : m.addons_step_preparing();
  const said = { name: view.clusterName, step, progress: formatPercent(progress) };
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-card p-4" role="status">
      <p className="text-sm font-medium">
        {view.status === 'updating' ? m.addons_change_updating(said) : m.addons_change_provisioning(said)}
      </p>
      <div
        role="progressbar"
        aria-label={m.addons_phase_label()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
