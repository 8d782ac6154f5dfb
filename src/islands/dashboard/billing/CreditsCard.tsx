import { useQuery } from '@tanstack/react-query';
import type { CreditEntryKind } from '../../../server/billing/credits.schemas.ts';
import { formatDay } from '../../ui/date-time.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TableCell, TableRow } from '../../ui/table.tsx';
import { creditsQueryOptions } from './billing.queries.ts';
import { formatMinorUnits } from '../../../shared/money.ts';

const KIND_LABELS: Record<CreditEntryKind, string> = {
  promo: 'Promotion',
  refund: 'Refund',
  proration: 'Proration',
  applied: 'Applied to an invoice',
};

const COLUMNS = ['Date', 'Kind', 'Description', { label: 'Amount', align: 'end' }, { label: 'Balance', align: 'end' }] as const;

/** /billing: the credits ledger with the running balance, in the billing currency. */
export function CreditsCard() {
  const credits = useQuery(creditsQueryOptions());
  if (credits.isPending) return <Spinner label="Loading the credits" />;
  if (credits.isError) return <p role="alert" className="text-sm text-destructive">Could not load the credits. {credits.error.message}</p>;
  // Entries come newest first; the balance after each is summed from the oldest.
  const chronological = [...credits.data.entries].reverse();
  let running = 0;
  const balances = new Map<string, number>();
  for (const entry of chronological) {
    if (entry.countsInBalance) running += entry.amount;
    balances.set(entry.id, running);
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Balance ({credits.data.currency}): <strong className="tabular-nums" data-credits-balance>{formatMinorUnits(credits.data.balance, credits.data.currency)}</strong>
      </p>
      {credits.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No credits yet.</p>
      ) : (
        <Table caption={`Credits ledger, in ${credits.data.currency}`} columns={COLUMNS}>
          {credits.data.entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="py-2">{formatDay(entry.createdAt)}</TableCell>
              <TableCell className="py-2">{KIND_LABELS[entry.kind]}</TableCell>
              <TableCell className="py-2">
                {entry.description}
                {entry.countsInBalance ? null : <span className="block text-xs text-muted-foreground">Settled on the order, not in the balance</span>}
              </TableCell>
              <TableCell numeric className="py-2">{formatMinorUnits(entry.amount, credits.data.currency)}</TableCell>
              <TableCell numeric className="py-2">{formatMinorUnits(balances.get(entry.id) ?? 0, credits.data.currency)}</TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </div>
  );
}
