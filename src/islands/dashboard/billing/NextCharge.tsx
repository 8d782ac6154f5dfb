import type { BillingSummary } from '../../../server/billing/billing.schemas.ts';
import { formatDay } from '../../ui/date-time.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';

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
              return next.amount !== next.net ? m.billing_next_charge_line_net({ ...values, net: formatMinorUnits(next.net, summary.currency) }) : m.billing_next_charge_line(values);
            },
            { amount: <strong className="tabular-nums">{formatMinorUnits(next.amount, summary.currency)}</strong> },
          )}
        </p>
      ) : (
        <p>{m.billing_no_renewal()}</p>
      )}
      <p className="text-muted-foreground">
        {richMessage((slot) => m.billing_autoscaled_line({ ...slot, date: formatDay(summary.nextInvoiceDate) }), {
          amount: <span className="tabular-nums">{formatMinorUnits(summary.billableToDate, summary.currency)}</span>,
        })}
      </p>
    </div>
  );
}
