import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { officerNoteInputSchema, type FailedPayment } from '../../../../shared/officers/officers.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatMinorUnits, isCurrency } from '../../../../shared/money.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { toast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/button.tsx';
import { formatDay } from '../../../ui/date-time.ts';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { TextPromptDialog } from '../../../ui/text-prompt-dialog.tsx';
import { failedPaymentsQueryOptions } from './officers-panel.queries.ts';
import { RefundedCharges } from './RefundedCharges.tsx';
import { refreshQueues } from './refresh-queues.ts';
import { waitedFor } from './queue-age.ts';
import { useNow } from './use-now.ts';

const amount = (item: FailedPayment) =>
  isCurrency(item.currency) ? formatMinorUnits(item.total, item.currency) : `${item.total / 100} ${item.currency}`;

/**
 * Month-end invoices whose collection failed: retry the collection now (the real charge of the
 * default payment method), note a contact, or let a suspended organization order again. Below,
 * the charges reconciliation refunded because no paid order held them.
 */
export function FailedPaymentsQueue() {
  const client = useQueryClient();
  const query = useQuery(failedPaymentsQueryOptions());
  const now = useNow();
  const [noting, setNoting] = useState<FailedPayment>();
  const settled = () => refreshQueues(client);
  const retry = useMutation({
    mutationFn: (item: FailedPayment) =>
      apiRequest<{ outcome: 'paid' | 'failed'; invoice: FailedPayment }>(
        `/api/officers/payments/${encodeURIComponent(item.invoiceId)}/retry`,
        { method: 'POST' },
      ),
    onSuccess: ({ outcome, invoice }) =>
      outcome === 'paid'
        ? toast({
            title: m.officers_payments_collected({ number: invoice.number }),
            description: m.officers_payments_collected_detail({
              amount: amount(invoice),
              company: invoice.companyName,
            }),
            variant: 'success',
          })
        : toast({
            title: m.officers_payments_unpaid({ number: invoice.number }),
            description: invoice.lastError ?? m.officers_payments_declined(),
            variant: 'destructive',
          }),
    onError: (error) =>
      toast({ title: m.officers_payments_retry_failed(), description: errorMessage(error), variant: 'destructive' }),
    onSettled: settled,
  });
  const lift = useMutation({
    mutationFn: (item: FailedPayment) =>
      apiRequest(`/api/officers/organizations/${encodeURIComponent(item.organizationId)}/lift-suspension`, {
        method: 'POST',
      }),
    onSuccess: (_, item) =>
      toast({
        title: m.officers_payments_can_order({ company: item.companyName }),
        description: m.officers_payments_stays_unpaid({ number: item.number }),
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: m.officers_payments_lift_failed(), description: errorMessage(error), variant: 'destructive' }),
    onSettled: settled,
  });
  return (
    <>
      <QueryState compact query={query} label={m.officers_payments_loading()} empty={m.officers_payments_empty()}>
        {(items) => (
          <ul className="grid gap-3" aria-label={m.officers_payments_list()}>
            {items.map((item) => (
              <li key={item.invoiceId} className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">
                    {item.number}{' '}
                    <span className="font-normal text-muted-foreground">
                      · {item.companyName} · {amount(item)}
                    </span>
                  </h3>
                  <span className="text-muted-foreground">
                    {m.officers_payments_issued({ age: waitedFor(item.issuedAt, now) })}
                  </span>
                </div>
                <p>
                  {m.officers_payments_attempts({ count: item.attempts })} ·{' '}
                  {item.lastError ?? m.officers_payments_declined_short()} ·{' '}
                  {item.nextAttemptAt
                    ? m.officers_payments_next_attempt({ date: formatDay(item.nextAttemptAt) })
                    : m.officers_payments_no_attempt_left()}
                </p>
                {item.ordersSuspended ? (
                  <p className="font-medium text-destructive">{m.officers_payments_suspended()}</p>
                ) : null}
                {item.contactNote ? (
                  <p className="rounded-md border border-border bg-muted/50 px-3 py-2">
                    <span className="font-medium">
                      {m.officers_payments_contact_noted({
                        name: item.contactNote.byName,
                        date: formatDay(item.contactNote.at),
                      })}
                    </span>{' '}
                    {item.contactNote.note}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <PendingButton
                    size="sm"
                    pending={retry.isPending && retry.variables.invoiceId === item.invoiceId}
                    onClick={() => retry.mutate(item)}
                  >
                    {m.officers_payments_retry({ number: item.number })}
                  </PendingButton>
                  <Button size="sm" variant="outline" onClick={() => setNoting(item)}>
                    {m.officers_payments_note_contact({ company: item.companyName })}
                  </Button>
                  {item.ordersSuspended ? (
                    <PendingButton
                      size="sm"
                      variant="outline"
                      pending={lift.isPending && lift.variables.invoiceId === item.invoiceId}
                      onClick={() => lift.mutate(item)}
                    >
                      {m.officers_payments_lift({ company: item.companyName })}
                    </PendingButton>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <RefundedCharges />
      {noting ? (
        <TextPromptDialog
          title={m.officers_payments_contact_title({ company: noting.companyName })}
          description={m.officers_payments_contact_description({ number: noting.number })}
          label={m.officers_note()}
          schema={officerNoteInputSchema.shape.note}
          name="note"
          maxLength={2000}
          confirmLabel={m.officers_payments_save_note()}
          onConfirm={async (note) => {
            await apiRequest(`/api/officers/organizations/${encodeURIComponent(noting.organizationId)}/contact-note`, {
              method: 'POST',
              body: { note },
            });
            await settled();
            setNoting(undefined);
          }}
          onClose={() => setNoting(undefined)}
        />
      ) : null}
    </>
  );
}
