import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * What a list shows when it has nothing: a dashed box saying so and, where it helps, what to do
 * (a link, a "Clear filters" button). `compact` inside a panel that is already framed.
 */
export function EmptyState({
  children,
  compact = false,
  className,
}: {
  children: ReactNode;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'rounded-lg border border-dashed border-border text-muted-foreground',
        compact ? 'p-6 text-sm' : 'p-8',
        className,
      )}
    >
      {children}
    </div>
  );
}
