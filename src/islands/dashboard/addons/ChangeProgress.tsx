import type { ClusterAddons } from '../../../server/addons/addons.schemas.ts';

/** The cluster's change in progress (an install, upgrade or removal) as a labelled progress bar. */
export function ChangeProgress({ view }: { view: ClusterAddons }) {
  if (view.status !== 'updating' && view.status !== 'provisioning') return null;
  const progress = view.addonsPhase?.progress ?? view.progress;
  const label = view.addonsPhase?.status === 'running' ? 'Installing add-ons' : view.addonsPhase?.status === 'done' ? 'Checking the cluster' : 'Preparing the change';
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-card p-4" role="status">
      <p className="text-sm font-medium">
        {view.clusterName} is {view.status}: {label} ({progress}%)
      </p>
      <div role="progressbar" aria-label="Add-ons phase" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
