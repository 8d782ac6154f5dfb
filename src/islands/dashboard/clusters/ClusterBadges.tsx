import type { Catalog } from '../../../shared/catalog/catalog.schemas.ts';
import { cn } from '../../lib/cn.ts';
import type { ClusterStatus } from './cluster-types.ts';
import { statusLabel, tierOf } from './cluster-view.ts';

const STATUS_CLASSES: Record<ClusterStatus, string> = {
  pending: 'border-border bg-muted text-foreground',
  provisioning: 'border-info/40 bg-info text-info-foreground',
  updating: 'border-info/40 bg-info text-info-foreground',
  running: 'border-success/40 bg-success text-success-foreground',
  deleting: 'border-warning/40 bg-warning text-warning-foreground',
  deleted: 'border-border bg-muted text-muted-foreground',
  failed: 'border-destructive/40 bg-destructive text-destructive-foreground',
};

const STATUS_MARKS: Record<ClusterStatus, string> = {
  pending: '○',
  provisioning: '◐',
  updating: '◐',
  running: '●',
  deleting: '◌',
  deleted: '○',
  failed: '✕',
};

/** A cluster's state as a chip: a mark and the word, so colour is never the only signal. */
export function StatusChip({ status, className }: { status: ClusterStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_CLASSES[status],
        className,
      )}
    >
      <span aria-hidden="true">{STATUS_MARKS[status]}</span>
      {statusLabel(status)}
    </span>
  );
}

/** A tier's name on its colour (white text on the tier fills of global.css). */
export function TierBadge({ catalog, tierId }: { catalog: Catalog | undefined; tierId: string }) {
  const tier = tierOf(catalog, tierId);
  return (
    <span
      className="inline-flex items-center rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white"
      style={{ background: `var(--color-tier-${tier.colour})` }}
    >
      {tier.name}
    </span>
  );
}

/** A labelled progress bar (0–100). */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${value}%` }} />
    </div>
  );
}
