import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import type { CreditEntryKind, Credits } from '../../../shared/billing/credits.schemas.ts';
import type { BalancePayback } from '../../../shared/billing/payback.schemas.ts';
import { apiJson, invalidateApi } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { AlertDialog } from '../../ui/alert-dialog.tsx';
import { Button } from '../../ui/button.tsx';
import { describeMethod } from './PaymentMethodsCard.tsx';
import { formatDay } from '../../ui/date-time.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TableCell, TableRow } from '../../ui/table.tsx';
import { billingKeys, billingPaths, creditsQueryOptions, paymentMethodsQueryOptions } from './billing.queries.ts';
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

/**
 * Pays the balance back to the default payment method, after asking (owners and billing
 * administrators; the others read why not). The server pays what the balance holds beyond what
 * unpaid invoices owe, and the toast says that exact amount.
 */
function PayBack({ credits }: { credits: Credits }) {
  const client = useQueryClient();
  const manages = useCan('billing.manage');
  const methods = useQuery({ ...paymentMethodsQueryOptions(), enabled: manages });
  const method = methods.data?.find((candidate) => candidate.isDefault) ?? methods.data?.[0];
  const payBack = useMutation({
    mutationFn: () => apiJson<BalancePayback>(billingPaths.payback, { method: 'POST' }),
    onSuccess: (done) => {
      void invalidateApi(client, [billingKeys.credits, billingKeys.statement, billingKeys.summary]);
      // The method as the dialog named it (the server names the default method too).
      const to = method ? describeMethod(method) : done.method;
      const amount = formatMinorUnits(done.amount, done.currency);
      toast({ title: m.billing_payback_done({ amount, method: to }), variant: 'success' });
    },
  });
  if (credits.balance <= 0) return null;
  if (!manages) return <RoleNote permission="billing.manage" />;
  if (methods.isPending) return null;
  if (!method) return <p className="text-xs text-muted-foreground">{m.billing_payback_no_method()}</p>;
  const amount = formatMinorUnits(credits.balance, credits.currency);
  return (
    <div>
      <AlertDialog
        trigger={
          <Button variant="outline" size="sm">
            {m.billing_payback_action()}
          </Button>
        }
        title={m.billing_payback_title()}
        description={m.billing_payback_description({ amount, method: describeMethod(method) })}
        confirmLabel={m.billing_payback_confirm()}
        cancelLabel={m.billing_payback_keep()}
        onConfirm={() => payBack.mutateAsync()}
      />
    </div>
  );
}

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
      <PayBack credits={credits.data} />
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
