import type { ReactNode } from 'react';
import { Table } from '../ui/table.tsx';

/**
 * A wide pricing table that scrolls sideways on small screens: ui/table with its heading rows
 * written out, in a focusable, named frame so keyboard users can scroll it too (axe:
 * scrollable-region-focusable).
 */
export function ScrollTable({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <Table
      caption={label}
      head={head}
      focusable
      className="bg-transparent"
      tableClassName="min-w-[40rem] border-collapse"
    >
      {children}
    </Table>
  );
}

/** Header cell classes shared by the pricing tables. */
export const TH = 'bg-muted px-3 py-2 font-medium text-muted-foreground';
/** Body cell classes shared by the pricing tables. */
export const TD = 'border-t border-border px-3 py-2 align-top';
