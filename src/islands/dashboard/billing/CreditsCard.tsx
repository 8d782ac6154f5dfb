import { useQuery } from '@tanstack/react-query';
import type { CreditEntryKind } from '../../../shared/billing/credits.schemas.ts';
import { formatDay } from '../../ui/date-time.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TableCell, TableRow } from '../../ui/table.tsx';
import { creditsQueryOptions } from './billing.queries.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';
import { QueryError } from '../../ui/query-state.tsx';

const KIND_LABELS: Record<CreditEntryKind, () => string> = {
  promo: m.billing_credit_kind_promo,
  refund: m.billing_credit_kind_refund,
  proration: m.billing_credit_kind_proration,
  applied: m.billing_credit_kind_applied,
  credit_note: m.billing_credit_kind_credit_note,
  correction: m.billing_credit_kind_correction,
  payback: m.billing_credit_kind_payback,
};

const columns = () =>
  [
    m.billing_col_date(),
    m.billing_col_kind(),
    m.billing_col_description(),
    { label: m.billing_col_amount(), align: 'end' },
    { label: m.billing_col_balance(), align: 'end' },
  ] as const;

/** /billing: the credits ledger with the running balance, in the billing currency. */
export function CreditsCard() {
  const credits = useQuery(creditsQueryOptions());
  if (credits.isPending) return <Spinner label={m.billing_credits_loading()} />;
  if (credits.isError)
    return (
      <QueryError
        error={credits.error}
        onRetry={() => void credits.refetch()}
        text={(message) => m.billing_credits_error({ error: message })}
      />
    );
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
        {richMessage((slot) => m.billing_credits_balance({ ...slot, currency: credits.data.currency }), {
          amount: (
            <strong className="tabular-nums" data-credits-balance>
              {formatMinorUnits(credits.data.balance, credits.data.currency)}
            </strong>
          ),
        })}
      </p>
      {credits.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.billing_credits_empty()}</p>
      ) : (
        <Table caption={m.billing_credits_caption({ currency: credits.data.currency })} columns={columns()}>
          {credits.data.entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="py-2">{formatDay(entry.createdAt)}</TableCell>
              <TableCell className="py-2">{KIND_LABELS[entry.kind]()}</TableCell>
              <TableCell className="py-2">
                {entry.description}
                {entry.countsInBalance ? null : (
                  <span className="block text-xs text-muted-foreground">{m.billing_credit_settled_on_order()}</span>
                )}
              </TableCell>
              <TableCell numeric className="py-2">
                {formatMinorUnits(entry.amount, credits.data.currency)}
              </TableCell>
              <TableCell numeric className="py-2">
                {formatMinorUnits(balances.get(entry.id) ?? 0, credits.data.currency)}
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </div>
  );
}
