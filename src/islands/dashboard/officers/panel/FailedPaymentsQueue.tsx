import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { officerNoteInputSchema, type FailedPayment } from '../../../../server/officers/officers.schemas.ts';
import { formatMinorUnits, isCurrency } from '../../../../shared/money.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/request.ts';
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

const amount = (item: FailedPayment) => (isCurrency(item.currency) ? formatMinorUnits(item.total, item.currency) : `${item.total / 100} ${item.currency}`);

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
      apiRequest<{ outcome: 'paid' | 'failed'; invoice: FailedPayment }>(`/api/officers/payments/${encodeURIComponent(item.invoiceId)}/retry`, { method: 'POST' }),
    onSuccess: ({ outcome, invoice }) =>
      outcome === 'paid'
        ? toast({ title: `Invoice ${invoice.number} collected`, description: `${amount(invoice)} from ${invoice.companyName}.`, variant: 'success' })
        : toast({ title: `Invoice ${invoice.number} still unpaid`, description: invoice.lastError ?? 'The payment was declined.', variant: 'destructive' }),
    onError: (error) => toast({ title: 'Could not retry the collection', description: errorMessage(error), variant: 'destructive' }),
    onSettled: settled,
  });
  const lift = useMutation({
    mutationFn: (item: FailedPayment) => apiRequest(`/api/officers/organizations/${encodeURIComponent(item.organizationId)}/lift-suspension`, { method: 'POST' }),
    onSuccess: (_, item) => toast({ title: `${item.companyName} can order again`, description: `Invoice ${item.number} stays unpaid and in this queue.`, variant: 'success' }),
    onError: (error) => toast({ title: 'Could not lift the suspension', description: errorMessage(error), variant: 'destructive' }),
    onSettled: settled,
  });
  return (
    <>
      <QueryState compact query={query} label="failed payments" empty="No failed payments: every month-end invoice was collected.">
        {(items) => (
          <ul className="grid gap-3" aria-label="Invoices whose collection failed">
            {items.map((item) => (
              <li key={item.invoiceId} className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">
                    {item.number} <span className="font-normal text-muted-foreground">· {item.companyName} · {amount(item)}</span>
                  </h3>
                  <span className="text-muted-foreground">Issued {waitedFor(item.issuedAt, now)} ago</span>
                </div>
                <p>
                  {item.attempts} attempt{item.attempts === 1 ? '' : 's'} · {item.lastError ?? 'Declined.'} ·{' '}
                  {item.nextAttemptAt ? `next automatic attempt ${formatDay(item.nextAttemptAt)}` : 'no automatic attempt left'}
                </p>
                {item.ordersSuspended ? <p className="font-medium text-destructive">New orders are suspended until this invoice is paid.</p> : null}
                {item.contactNote ? (
                  <p className="rounded-md border border-border bg-muted/50 px-3 py-2">
                    <span className="font-medium">Contact noted by {item.contactNote.byName}, {formatDay(item.contactNote.at)}:</span> {item.contactNote.note}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <PendingButton size="sm" pending={retry.isPending && retry.variables.invoiceId === item.invoiceId} onClick={() => retry.mutate(item)}>
                    Retry collection of {item.number}
                  </PendingButton>
                  <Button size="sm" variant="outline" onClick={() => setNoting(item)}>
                    Note a contact with {item.companyName}
                  </Button>
                  {item.ordersSuspended ? (
                    <PendingButton size="sm" variant="outline" pending={lift.isPending && lift.variables.invoiceId === item.invoiceId} onClick={() => lift.mutate(item)}>
                      Lift the suspension of {item.companyName}
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
          title={`Contact with ${noting.companyName}`}
          description={`What was said about invoice ${noting.number}, and what happens next. The latest note shows here for every officer.`}
          label="Note"
          schema={officerNoteInputSchema.shape.note}
          name="note"
          maxLength={2000}
          confirmLabel="Save the note"
          onConfirm={async (note) => {
            await apiRequest(`/api/officers/organizations/${encodeURIComponent(noting.organizationId)}/contact-note`, { method: 'POST', body: { note } });
            await settled();
            setNoting(undefined);
          }}
          onClose={() => setNoting(undefined)}
        />
      ) : null}
    </>
  );
}
