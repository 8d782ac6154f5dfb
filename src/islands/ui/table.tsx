import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** A column heading: its label, read by screen readers only when `hidden` (e.g. a row's actions). */
export interface TableColumn {
  label: string;
  hidden?: boolean;
  /** Numbers (totals, counts) line up at the end of the cell. */
  align?: 'start' | 'end';
}

export interface TableProps {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: readonly (string | TableColumn)[];
  /** The rows: TableRow elements. */
  children: ReactNode;
  className?: string;
}

/**
 * The islands' data table: captioned, with column headings, inside a frame that scrolls sideways
 * on its own so a wide table never widens the page (a 390 px phone scrolls the table, not the page).
 */
export function Table({ caption, columns, children, className }: TableProps) {
  return (
    <div className={cn('relative max-w-full overflow-x-auto rounded-lg border border-border bg-card', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((column) => {
              const { label, hidden, align } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={label} scope="col" className={cn('px-3 py-2 font-medium', align === 'end' && 'text-right')}>
                  {hidden ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One row of a Table. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border align-top last:border-0', className)} {...props} />;
}

/** One cell of a TableRow. */
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3', className)} {...props} />;
}

/** The cell that names its row (an order number, a user), announced as the row's heading. */
export function TableRowHeader({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="row" className={cn('px-3 py-3 text-left font-medium', className)} {...props} />;
}
