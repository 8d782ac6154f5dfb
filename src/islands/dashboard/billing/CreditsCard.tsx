import { useQuery } from '@tanstack/react-query';
import type { CreditEntryKind } from '../../../server/billing/credits.schemas.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { creditsQueryOptions } from './billing.queries.ts';
import { formatDay } from './format-money.ts';
import { formatMinorUnits } from '../../../shared/money.ts';

const KIND_LABELS: Record<CreditEntryKind, string> = {
  promo: 'Promotion',
  refund: 'Refund',
  proration: 'Proration',
  applied: 'Applied to an invoice',
};

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
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Credits ledger, in {credits.data.currency}</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 pr-3">Date</th>
                <th scope="col" className="py-2 pr-3">Kind</th>
                <th scope="col" className="py-2 pr-3">Description</th>
                <th scope="col" className="py-2 pr-3 text-right">Amount</th>
                <th scope="col" className="py-2 text-right">Balance</th>
              </tr>
            </thead>
            <tbody>
              {credits.data.entries.map((entry) => (
                <tr key={entry.id} className="border-b border-border">
                  <td className="py-2 pr-3">{formatDay(entry.createdAt)}</td>
                  <td className="py-2 pr-3">{KIND_LABELS[entry.kind]}</td>
                  <td className="py-2 pr-3">
                    {entry.description}
                    {entry.countsInBalance ? null : <span className="block text-xs text-muted-foreground">Settled on the order, not in the balance</span>}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMinorUnits(entry.amount, credits.data.currency)}</td>
                  <td className="py-2 text-right tabular-nums">{formatMinorUnits(balances.get(entry.id) ?? 0, credits.data.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
