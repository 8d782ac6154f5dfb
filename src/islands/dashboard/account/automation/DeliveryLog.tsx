import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/request.ts';
import { toast } from '../../../stores/toasts.ts';
import { FormAlert } from '../../../ui/form.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { deliveriesQueryOptions, refreshWebhooks } from './automation.queries.ts';

/** What the last attempt got, in a few words. */
function lastAnswer(attempts: { statusCode: number | null; error: string | null }[]): string {
  const last = attempts.at(-1);
  if (!last) return 'not sent yet';
  return last.statusCode !== null ? `HTTP ${last.statusCode}` : (last.error ?? 'no answer');
}

/** An endpoint's recent deliveries: event, state, attempts and the receiver's answers, with "Send again". */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [awaiting, setAwaiting] = useState<{ id: string; attempts: number } | null>(null);
  const log = useQuery(deliveriesQueryOptions(endpointId, awaiting));
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: (deliveryId: string) => apiRequest(`/api/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`, { method: 'POST' }),
    onMutate: (deliveryId) => setAwaiting({ id: deliveryId, attempts: log.data?.deliveries.find((d) => d.id === deliveryId)?.attempts.length ?? 0 }),
    onSuccess: () => toast({ title: 'Sending again', variant: 'success' }),
    onError: (error) => toast({ title: 'Could not send it again', description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => refreshWebhooks(client, endpointId),
  });
  if (log.isPending) return <Spinner label="Loading the delivery log" className="justify-start" />;
  if (log.isError) return <FormAlert message={errorMessage(log.error)} />;
  if (log.data.deliveries.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet. Send a test event to try the endpoint.</p>;
  return (
    <table className="w-full text-left text-sm" aria-label="Delivery log">
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th className="py-1 pr-3 font-medium">Event</th>
          <th className="py-1 pr-3 font-medium">State</th>
          <th className="py-1 pr-3 font-medium">Last answer</th>
          <th className="py-1 pr-3 font-medium">Attempts</th>
          <th className="py-1 pr-3 font-medium">Created</th>
          <th className="py-1 font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {log.data.deliveries.map((delivery) => (
          <tr key={delivery.id} data-testid="delivery">
            <td className="py-2 pr-3 font-mono text-xs">{delivery.eventType}</td>
            <td className="py-2 pr-3">{delivery.status}</td>
            <td className="py-2 pr-3" title={delivery.attempts.at(-1)?.error ?? undefined}>
              {lastAnswer(delivery.attempts)}
            </td>
            <td className="py-2 pr-3">{delivery.attempts.length}</td>
            <td className="py-2 pr-3">{new Date(delivery.createdAt).toLocaleString()}</td>
            <td className="py-2">
              <PendingButton variant="outline" size="sm" pending={resend.isPending && resend.variables === delivery.id} onClick={() => resend.mutate(delivery.id)}>
                Send again
              </PendingButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
