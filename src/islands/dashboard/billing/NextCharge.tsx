import type { BillingSummary } from '../../../shared/billing/billing.schemas.ts';
import { formatDay } from '../../ui/date-time.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';
import { Table, TableCell, TableRow } from '../../ui/table.tsx';

const upcomingColumns = () =>
  [
    m.billing_upcoming_col_date(),
    m.billing_upcoming_col_description(),
    { label: m.billing_upcoming_col_amount(), align: 'end' },
    { label: m.billing_upcoming_col_balance(), align: 'end' },
    { label: m.billing_upcoming_col_collected(), align: 'end' },
  ] as const;

/** What is charged next, how much and when, and what the month-end invoice will bill. */
export function NextCharge({ summary }: { summary: BillingSummary }) {
  const next = summary.nextCharge;
  return (
    <div className="grid gap-1 text-sm" data-next-charge>
      {next ? (
        <p>
          {richMessage(
            (slot) => {
              const values = { ...slot, date: formatDay(next.at), description: next.description };
              return next.amount !== next.net
                ? m.billing_next_charge_line_net({ ...values, net: formatMinorUnits(next.net, summary.currency) })
                : m.billing_next_charge_line(values);
            },
            { amount: <strong className="tabular-nums">{formatMinorUnits(next.amount, summary.currency)}</strong> },
          )}
        </p>
      ) : (
        <p>{m.billing_no_renewal()}</p>
      )}
      {summary.upcomingCharges.length > 1 || (summary.upcomingCharges[0]?.fromBalance ?? 0) > 0 ? (
        <Table caption={m.billing_upcoming_caption({ currency: summary.currency })} columns={upcomingColumns()}>
          {summary.upcomingCharges.map((charge) => (
            <TableRow key={`${charge.at}-${charge.description}`}>
              <TableCell className="py-1">{formatDay(charge.at)}</TableCell>
              <TableCell className="py-1">{charge.description}</TableCell>
              <TableCell numeric className="py-1">
                {formatMinorUnits(charge.amount, summary.currency)}
              </TableCell>
              <TableCell numeric className="py-1">
                {charge.fromBalance > 0 ? `−${formatMinorUnits(charge.fromBalance, summary.currency)}` : '—'}
              </TableCell>
              <TableCell numeric className="py-1">
                {formatMinorUnits(charge.collected, summary.currency)}
              </TableCell>
            </TableRow>
          ))}
        </Table>
      ) : null}
      <p className="text-muted-foreground">
        {richMessage((slot) => m.billing_autoscaled_line({ ...slot, date: formatDay(summary.nextInvoiceDate) }), {
          amount: <span className="tabular-nums">{formatMinorUnits(summary.billableToDate, summary.currency)}</span>,
        })}
      </p>
    </div>
  );
}
