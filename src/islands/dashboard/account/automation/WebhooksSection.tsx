import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookView } from '../../../../server/webhooks/webhooks.schemas.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/request.ts';
import { toast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SettingsCard } from '../SettingsCard.tsx';
import { refreshWebhooks, webhooksQueryOptions } from './automation.queries.ts';
import { CreateWebhookForm } from './CreateWebhookForm.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { SecretReveal } from './SecretReveal.tsx';
import { formatTimestamp } from '../../../ui/date-time.ts';

type Revealed = { label: string; copyLabel: string; value: string; note: string };

/** Settings → Webhooks (owners): endpoints, their signing secrets, test events and delivery logs. */
export function WebhooksSection() {
  const webhooks = useQuery(webhooksQueryOptions());
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  return (
    <div id="webhooks" className="scroll-mt-20">
      <SettingsCard
        title="Webhooks"
        description="We POST a signed JSON event (Standard Webhooks) to your endpoints when orders are paid or fail, clusters run, fail or are deleted, invoices are issued or not collected, support replies, or spending crosses a budget threshold. Failed deliveries are retried for 24 hours."
      >
        {revealed ? <SecretReveal {...revealed} onDone={() => setRevealed(null)} /> : null}
        {webhooks.isPending ? (
          <Spinner label="Loading the webhook endpoints" className="justify-start" />
        ) : webhooks.isError ? (
          <FormAlert message={errorMessage(webhooks.error)} />
        ) : webhooks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No endpoints yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Webhook endpoints">
            {webhooks.data.map((endpoint) => (
              <Endpoint key={endpoint.id} endpoint={endpoint} onSecret={setRevealed} />
            ))}
          </ul>
        )}
        <CreateWebhookForm
          onCreated={(url, secret) => setRevealed({ label: 'Signing secret', copyLabel: 'Copy secret', value: secret, note: `Endpoint ${url} added. Copy its signing secret now: it will not be shown again.` })}
        />
      </SettingsCard>
    </div>
  );
}

/** One action on an endpoint: a toast when it is done, the list and log read again. */
function useEndpointAction(endpointId: string, title: string, request: () => Promise<unknown>, after?: (result: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      toast({ title, variant: 'success' });
      after?.(result);
    },
    onError: (error) => toast({ title: 'That did not work', description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => refreshWebhooks(client, endpointId),
  });
}

function Endpoint({ endpoint, onSecret }: { endpoint: WebhookView; onSecret: (revealed: Revealed) => void }) {
  const [showLog, setShowLog] = useState(false);
  const path = `/api/webhooks/${encodeURIComponent(endpoint.id)}`;
  const test = useEndpointAction(endpoint.id, 'Test event sent', () => apiRequest(`${path}/test`, { method: 'POST' }), () => setShowLog(true));
  const rotate = useEndpointAction(endpoint.id, 'Secret rotated', () => apiRequest<{ secret: string; previousSecretExpiresAt: string | null }>(`${path}/rotate-secret`, { method: 'POST', body: { overlapHours: 24 } }), (result) => {
    const { secret, previousSecretExpiresAt } = result as { secret: string; previousSecretExpiresAt: string | null };
    onSecret({ label: 'Signing secret', copyLabel: 'Copy secret', value: secret, note: `New secret for ${endpoint.url}. Deliveries carry both signatures until ${previousSecretExpiresAt ? formatTimestamp(previousSecretExpiresAt) : 'now'}: switch your receiver before then.` });
  });
  const toggle = useEndpointAction(endpoint.id, endpoint.enabled ? 'Endpoint turned off' : 'Endpoint turned on', () => apiRequest(path, { method: 'PATCH', body: { enabled: !endpoint.enabled } }));
  const remove = useEndpointAction(endpoint.id, 'Endpoint deleted', () => apiRequest(path, { method: 'DELETE' }));
  return (
    <li className="grid gap-3 rounded-md border border-border p-4" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start justify-between gap-3 text-sm">
        <div className="grid gap-1">
          <p className="break-all font-medium">{endpoint.url}</p>
          {endpoint.description ? <p className="text-muted-foreground">{endpoint.description}</p> : null}
          <p className="text-xs text-muted-foreground">{endpoint.events.join(', ')}</p>
          {endpoint.enabled ? null : (
            <p className="text-xs text-destructive" role="note">
              Off{endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ''}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <PendingButton variant="outline" size="sm" pending={test.isPending} onClick={() => test.mutate()}>
            Send test event
          </PendingButton>
          <Button variant="outline" size="sm" aria-expanded={showLog} onClick={() => setShowLog((shown) => !shown)}>
            {showLog ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <PendingButton variant="outline" size="sm" pending={rotate.isPending} onClick={() => rotate.mutate()}>
            Rotate secret
          </PendingButton>
          <PendingButton variant="outline" size="sm" pending={toggle.isPending} onClick={() => toggle.mutate()}>
            {endpoint.enabled ? 'Turn off' : 'Turn on'}
          </PendingButton>
          <PendingButton
            variant="outline"
            size="sm"
            pending={remove.isPending}
            onClick={() => {
              if (window.confirm(`Delete the endpoint ${endpoint.url} and its delivery log?`)) remove.mutate();
            }}
          >
            Delete
          </PendingButton>
        </div>
      </div>
      {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
    </li>
  );
}
