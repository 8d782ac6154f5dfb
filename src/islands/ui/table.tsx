import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** A column heading: its label, read by screen readers only when `hidden` (e.g. a row's actions). */
export interface TableColumn {
  label: string;
  hidden?: boolean;
  /** Numbers (totals, counts) line up at the end of the cell. */
  align?: 'start' | 'end';
}

export interface TableProps extends Omit<ComponentProps<'table'>, 'children' | 'className'> {
  /** The table's accessible name: a visually hidden caption unless `captionClassName` shows it. */
  caption: string;
  /** Shows the caption, styled by these classes (a table heading its own section). */
  captionClassName?: string;
  columns?: readonly (string | TableColumn)[];
  /** Heading rows written out, instead of `columns`, where a heading carries more than a label (a badge, an empty corner cell). */
  head?: ReactNode;
  /** Column headings read by screen readers only (a two-column list of labelled amounts). */
  headingsHidden?: boolean;
  /** The rows: TableRow elements. */
  children: ReactNode;
  /** Summary rows (totals) in a tfoot. */
  footer?: ReactNode;
  /** No frame: the table sits in a card that already frames it. */
  plain?: boolean;
  /** The frame is a named, focusable region, so keyboard users can scroll a wide table too. */
  focusable?: boolean;
  /** Classes of the frame. */
  className?: string;
  /** Classes of the table itself (e.g. a min-width that makes a wide table scroll). */
  tableClassName?: string;
}

/**
 * The islands' data table: captioned, with column headings, inside a frame that scrolls sideways
 * on its own so a wide table never widens the page (a 390 px phone scrolls the table, not the page).
 */
export function Table({
  caption,
  captionClassName,
  columns = [],
  head,
  headingsHidden = false,
  children,
  footer,
  plain = false,
  focusable = false,
  className,
  tableClassName,
  ...tableProps
}: TableProps) {
  const region = focusable ? ({ role: 'region', 'aria-label': caption, tabIndex: 0 } as const) : {};
  return (
    <div
      {...region}
      className={cn(
        'relative max-w-full overflow-x-auto',
        !plain && 'rounded-lg border border-border bg-card',
        className,
      )}
    >
      <table className={cn('w-full text-left text-sm', tableClassName)} {...tableProps}>
        <caption className={captionClassName ? cn('text-left', captionClassName) : 'sr-only'}>{caption}</caption>
        <thead
          className={
            headingsHidden ? 'sr-only' : cn('border-b border-border text-muted-foreground', !plain && 'bg-muted/50')
          }
        >
          {head ?? (
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
          )}
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot className="border-t border-border font-semibold">{footer}</tfoot> : null}
      </table>
    </div>
  );
}

/** One row of a Table. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border align-top last:border-0', className)} {...props} />;
}

/** One cell of a TableRow; `numeric` lines a figure up at the end, in even-width digits. */
export function TableCell({ className, numeric = false, ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return <td className={cn('px-3 py-3', numeric && 'text-right tabular-nums', className)} {...props} />;
}

/** The cell that names its row (an order number, a user), announced as the row's heading. */
export function TableRowHeader({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="row" className={cn('px-3 py-3 text-left font-medium', className)} {...props} />;
}
