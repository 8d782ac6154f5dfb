import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { StatementEntryKind, StatementPosition } from '../../../shared/billing/statement.schemas.ts';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { formatDay } from '../../ui/date-time.ts';
import { inputClass } from '../../ui/input-class.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { Table, TableCell, TableRow, TableRowHeader } from '../../ui/table.tsx';
import { statementCsvHref, statementQueryOptions } from './billing.queries.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { DownloadLink } from '../../ui/download-link.tsx';

const KIND_LABELS: Record<StatementEntryKind, () => string> = {
  invoice: m.billing_statement_kind_invoice,
  credit_note: m.billing_statement_kind_credit_note,
  payment: m.billing_statement_kind_payment,
  refund: m.billing_statement_kind_refund,
  balance_paid: m.billing_statement_kind_balance_paid,
  balance_credited: m.billing_statement_kind_balance_credited,
  correction: m.billing_statement_kind_correction,
};

const columns = () =>
  [
    m.billing_col_date(),
    m.billing_col_kind(),
    m.billing_col_description(),
    { label: m.billing_col_amount(), align: 'end' },
    { label: m.billing_col_balance(), align: 'end' },
    { label: m.billing_statement_col_credits(), align: 'end' },
  ] as const;

/** This month, YYYY-MM (statements are in UTC days, as documents are dated). */
export const currentMonth = (now = Date.now()) => new Date(now).toISOString().slice(0, 7);

/** A month's first and last days, YYYY-MM-DD. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return { from: `${month}-01`, to: new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10) };
}

/** The opening or closing line: the position, and what is owed when anything is. */
function PositionRow({
  label,
  day,
  position,
  currency,
}: {
  label: string;
  day: string;
  position: StatementPosition;
  currency: string;
}) {
  return (
    <TableRow className="font-semibold">
      <TableCell className="whitespace-nowrap py-2">{formatDay(`${day}T00:00:00Z`)}</TableCell>
      <TableRowHeader colSpan={3} className="py-2 text-left">
        {label}
        {position.due !== 0 ? (
          <span className="block text-xs font-normal text-muted-foreground">
            {m.billing_statement_owed({ amount: formatMinorUnits(position.due, currency) })}
          </span>
        ) : null}
      </TableRowHeader>
      <TableCell numeric className="whitespace-nowrap py-2">
        {formatMinorUnits(position.balance, currency)}
      </TableCell>
      <TableCell numeric className="whitespace-nowrap py-2">
        {formatMinorUnits(position.creditsBalance, currency)}
      </TableCell>
    </TableRow>
  );
}

/**
 * /billing: the statement of account of a month (this one first): the opening, every document,
 * payment, refund and credits balance movement with the running balance, the closing, and the
 * same as CSV.
 */
export function StatementCard({ initialMonth = currentMonth() }: { initialMonth?: string }) {
  const [month, setMonth] = useState(initialMonth);
  const monthId = useId();
  const { from, to } = monthPeriod(month);
  const statement = useQuery(statementQueryOptions(from, to));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{m.billing_statement_intro()}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={monthId} className="text-sm font-medium">
            {m.billing_statement_month()}
          </label>
          <input
            id={monthId}
            type="month"
            className={cn(inputClass, 'w-auto')}
            value={month}
            required
            // A cleared or half-typed month keeps the last one shown.
            onChange={(e) => {
              if (/^\d{4}-(0[1-9]|1[0-2])$/.test(e.target.value)) setMonth(e.target.value);
            }}
          />
        </div>
        <DownloadLink
          href={statementCsvHref(from, to)}
          className={buttonVariants({ variant: 'outline' })}
          data-statement-csv
        >
          {m.billing_statement_download_csv()}
        </DownloadLink>
      </div>
      <QueryState query={statement} label={m.billing_statement_what()} compact>
        {(data) => (
          <Table
            caption={m.billing_statement_caption({
              from: formatDay(`${data.from}T00:00:00Z`),
              to: formatDay(`${data.to}T00:00:00Z`),
              currency: data.currency,
            })}
            columns={columns()}
            footer={
              <PositionRow
                label={m.billing_statement_closing()}
                day={data.to}
                position={data.closing}
                currency={data.currency}
              />
            }
          >
            <PositionRow
              label={m.billing_statement_opening()}
              day={data.from}
              position={data.opening}
              currency={data.currency}
            />
            {data.entries.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="py-2 text-muted-foreground">
                  {m.billing_statement_nothing()}
                </TableCell>
              </TableRow>
            ) : null}
            {data.entries.map((entry, k) => (
              <TableRow key={`${k}-${entry.kind}-${entry.documentId ?? ''}`} data-statement-entry={entry.kind}>
                <TableCell className="whitespace-nowrap py-2">{formatDay(entry.at)}</TableCell>
                <TableCell className="whitespace-nowrap py-2">{KIND_LABELS[entry.kind]()}</TableCell>
                <TableCell className="min-w-56 py-2">{entry.description}</TableCell>
                <TableCell numeric className="whitespace-nowrap py-2">
                  {formatMinorUnits(entry.amount, data.currency)}
                </TableCell>
                <TableCell numeric className="whitespace-nowrap py-2">
                  {formatMinorUnits(entry.balance, data.currency)}
                </TableCell>
                <TableCell numeric className="whitespace-nowrap py-2">
                  {formatMinorUnits(entry.creditsBalance, data.currency)}
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
      </QueryState>
    </div>
  );
}
