import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { toast } from '../../../stores/toasts.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { formatTimestamp } from '../../../ui/date-time.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { Table, TableCell, TableRow } from '../../../ui/table.tsx';
import { deliveriesQueryOptions, refreshWebhooks } from './automation.queries.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { deliveryStatusLabel } from './automation-labels.ts';

const deliveryColumns = () =>
  [
    m.account_delivery_event(),
    m.account_delivery_state(),
    m.account_delivery_last_answer(),
    m.account_delivery_attempts(),
    m.account_delivery_created(),
    { label: m.account_delivery_actions(), hidden: true },
  ] as const;

/** What the last attempt got, in a few words. */
function lastAnswer(attempts: { statusCode: number | null; error: string | null }[]): string {
  const last = attempts.at(-1);
  if (!last) return m.account_delivery_not_sent();
  return last.statusCode !== null ? `HTTP ${last.statusCode}` : (last.error ?? m.account_delivery_no_answer());
}

/** An endpoint's recent deliveries: event, state, attempts and the receiver's answers, with "Send again". */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [awaiting, setAwaiting] = useState<{ id: string; attempts: number } | null>(null);
  const log = useQuery(deliveriesQueryOptions(endpointId, awaiting));
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(`/api/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`, {
        method: 'POST',
      }),
    onMutate: (deliveryId) =>
      setAwaiting({
        id: deliveryId,
        attempts: log.data?.deliveries.find((d) => d.id === deliveryId)?.attempts.length ?? 0,
      }),
    onSuccess: () => toast({ title: m.account_sending_again(), variant: 'success' }),
    onError: (error) =>
      toast({ title: m.account_send_again_failed(), description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => refreshWebhooks(client, endpointId),
  });
  if (log.isPending) return <Spinner label={m.account_loading_deliveries()} align="start" />;
  if (log.isError) return <Alert>{errorMessage(log.error)}</Alert>;
  if (log.data.deliveries.length === 0)
    return <p className="text-sm text-muted-foreground">{m.account_no_deliveries()}</p>;
  return (
    <Table caption={m.account_delivery_log()} columns={deliveryColumns()} plain>
      {log.data.deliveries.map((delivery) => (
        <TableRow key={delivery.id} data-testid="delivery">
          <TableCell className="py-2 font-mono text-xs">{delivery.eventType}</TableCell>
          <TableCell className="py-2">{deliveryStatusLabel(delivery.status)}</TableCell>
          <TableCell className="py-2" title={delivery.attempts.at(-1)?.error ?? undefined}>
            {lastAnswer(delivery.attempts)}
          </TableCell>
          <TableCell className="py-2">{delivery.attempts.length}</TableCell>
          <TableCell className="py-2">{formatTimestamp(delivery.createdAt)}</TableCell>
          <TableCell className="py-2">
            <PendingButton
              variant="outline"
              size="sm"
              pending={resend.isPending && resend.variables === delivery.id}
              onClick={() => resend.mutate(delivery.id)}
            >
              {m.account_send_again()}
            </PendingButton>
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}
