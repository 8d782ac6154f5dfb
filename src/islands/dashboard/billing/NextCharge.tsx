import type { BillingSummary } from '../../../server/billing/billing.schemas.ts';
import { formatDay } from '../../ui/date-time.ts';
import { formatMinorUnits } from '../../../shared/money.ts';

/** What is charged next, how much and when, and what the month-end invoice will bill. */
export function NextCharge({ summary }: { summary: BillingSummary }) {
  const next = summary.nextCharge;
  return (
    <div className="grid gap-1 text-sm" data-next-charge>
      {next ? (
        <p>
          Next charge: <strong className="tabular-nums">{formatMinorUnits(next.amount, summary.currency)}</strong> on {formatDay(next.at)} for {next.description}
          {next.amount !== next.net ? ` (${formatMinorUnits(next.net, summary.currency)} before VAT)` : ''}. It is charged in advance: from your credits first, then your default payment method.
        </p>
      ) : (
        <p>No renewal to come: nothing is charged in advance until you order.</p>
      )}
      <p className="text-muted-foreground">
        Autoscaled nodes above your pools’ counts so far this month: <span className="tabular-nums">{formatMinorUnits(summary.billableToDate, summary.currency)}</span> before VAT, billed on{' '}
        {formatDay(summary.nextInvoiceDate)}.
      </p>
    </div>
  );
}
