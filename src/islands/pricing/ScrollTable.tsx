import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on small screens. The wrapper is focusable and named so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

/** Header cell classes shared by the pricing tables. */
export const TH = 'bg-muted px-3 py-2 font-medium text-muted-foreground';
/** Body cell classes shared by the pricing tables. */
export const TD = 'border-t border-border px-3 py-2 align-top';
