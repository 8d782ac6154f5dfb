import type { OrderStatus } from '../../../shared/orders/orders.schemas.ts';
import { cn } from '../../lib/cn.ts';
import { statusLabel } from './order-labels.ts';

const TONES: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'border-amber-500/50 bg-amber-500/10 text-amber-900 dark:text-amber-200',
  paid: 'border-sky-500/50 bg-sky-500/10 text-sky-900 dark:text-sky-200',
  fulfilling: 'border-sky-500/50 bg-sky-500/10 text-sky-900 dark:text-sky-200',
  completed: 'border-emerald-600/50 bg-emerald-600/10 text-emerald-900 dark:text-emerald-200',
  cancelled: 'border-border bg-muted text-muted-foreground',
  failed: 'border-destructive/50 bg-destructive/10 text-destructive',
};

const MARKS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: '○',
  paid: '◐',
  fulfilling: '◐',
  completed: '✓',
  cancelled: '–',
  failed: '✕',
};

/** An order's status as a chip: the word says it, colour and mark only repeat it. */
export function OrderStatusChip({
  status,
  live = false,
  className,
}: {
  status: OrderStatus;
  live?: boolean;
  className?: string;
}) {
  return (
    <span
      // A live chip announces its changes (the order page, updated over /ws).
      role={live ? 'status' : undefined}
      aria-live={live ? 'polite' : undefined}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[status],
        className,
      )}
    >
      <span aria-hidden="true">{MARKS[status]}</span>
      {statusLabel(status)}
    </span>
  );
}
