import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookView } from '../../../../shared/webhooks/webhooks.schemas.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { toast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SettingsCard } from '../SettingsCard.tsx';
import { refreshWebhooks, webhooksQueryOptions } from './automation.queries.ts';
import { CreateWebhookForm } from './CreateWebhookForm.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { SecretReveal } from './SecretReveal.tsx';
import { formatTimestamp } from '../../../ui/date-time.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { AlertDialog } from '../../../ui/alert-dialog.tsx';

type Revealed = { label: string; copyLabel: string; value: string; note: string };

/** Settings → Webhooks (owners): endpoints, their signing secrets, test events and delivery logs. */
export function WebhooksSection() {
  const webhooks = useQuery(webhooksQueryOptions());
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  return (
    <div id="webhooks" className="scroll-mt-20">
      <SettingsCard title={m.account_webhooks_title()} description={m.account_webhooks_description()}>
        {revealed ? <SecretReveal {...revealed} onDone={() => setRevealed(null)} /> : null}
        {webhooks.isPending ? (
          <Spinner label={m.account_loading_endpoints()} align="start" />
        ) : webhooks.isError ? (
          <Alert>{errorMessage(webhooks.error)}</Alert>
        ) : webhooks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.account_no_endpoints()}</p>
        ) : (
          <ul className="grid gap-3" aria-label={m.account_webhook_endpoints()}>
            {webhooks.data.map((endpoint) => (
              <Endpoint key={endpoint.id} endpoint={endpoint} onSecret={setRevealed} />
            ))}
          </ul>
        )}
        <CreateWebhookForm
          onCreated={(url, secret) =>
            setRevealed({
              label: m.account_signing_secret(),
              copyLabel: m.account_copy_secret(),
              value: secret,
              note: m.account_endpoint_added({ url }),
            })
          }
        />
      </SettingsCard>
    </div>
  );
}

/** One action on an endpoint: a toast when it is done, the list and log read again. */
function useEndpointAction(
  endpointId: string,
  title: string,
  request: () => Promise<unknown>,
  after?: (result: unknown) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      toast({ title, variant: 'success' });
      after?.(result);
    },
    onError: (error) =>
      toast({ title: m.account_action_failed(), description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => refreshWebhooks(client, endpointId),
  });
}

function Endpoint({ endpoint, onSecret }: { endpoint: WebhookView; onSecret: (revealed: Revealed) => void }) {
  const [showLog, setShowLog] = useState(false);
  const path = `/api/webhooks/${encodeURIComponent(endpoint.id)}`;
  const test = useEndpointAction(
    endpoint.id,
    m.account_test_event_sent(),
    () => apiRequest(`${path}/test`, { method: 'POST' }),
    () => setShowLog(true),
  );
  const rotate = useEndpointAction(
    endpoint.id,
    m.account_secret_rotated(),
    () =>
      apiRequest<{ secret: string; previousSecretExpiresAt: string | null }>(`${path}/rotate-secret`, {
        method: 'POST',
        body: { overlapHours: 24 },
      }),
    (result) => {
      const { secret, previousSecretExpiresAt } = result as { secret: string; previousSecretExpiresAt: string | null };
      const note = previousSecretExpiresAt
        ? m.account_new_secret_until({ url: endpoint.url, date: formatTimestamp(previousSecretExpiresAt) })
        : m.account_new_secret_now({ url: endpoint.url });
      onSecret({ label: m.account_signing_secret(), copyLabel: m.account_copy_secret(), value: secret, note });
    },
  );
  const toggle = useEndpointAction(
    endpoint.id,
    endpoint.enabled ? m.account_endpoint_turned_off() : m.account_endpoint_turned_on(),
    () => apiRequest(path, { method: 'PATCH', body: { enabled: !endpoint.enabled } }),
  );
  const remove = useEndpointAction(endpoint.id, m.account_endpoint_deleted(), () =>
    apiRequest(path, { method: 'DELETE' }),
  );
  return (
    <li className="grid gap-3 rounded-md border border-border p-4" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start justify-between gap-3 text-sm">
        <div className="grid gap-1">
          <p className="break-all font-medium">{endpoint.url}</p>
          {endpoint.description ? <p className="text-muted-foreground">{endpoint.description}</p> : null}
          <p className="text-xs text-muted-foreground">{endpoint.events.join(', ')}</p>
          {endpoint.enabled ? null : (
            <p className="text-xs text-destructive" role="note">
              {endpoint.disabledReason
                ? m.account_endpoint_off_reason({ reason: endpoint.disabledReason })
                : m.account_endpoint_off()}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <PendingButton variant="outline" size="sm" pending={test.isPending} onClick={() => test.mutate()}>
            {m.account_send_test_event()}
          </PendingButton>
          <Button variant="outline" size="sm" aria-expanded={showLog} onClick={() => setShowLog((shown) => !shown)}>
            {showLog ? m.account_hide_deliveries() : m.account_deliveries()}
          </Button>
          <PendingButton variant="outline" size="sm" pending={rotate.isPending} onClick={() => rotate.mutate()}>
            {m.account_rotate_secret()}
          </PendingButton>
          <PendingButton variant="outline" size="sm" pending={toggle.isPending} onClick={() => toggle.mutate()}>
            {endpoint.enabled ? m.account_endpoint_turn_off() : m.account_endpoint_turn_on()}
          </PendingButton>
          <AlertDialog
            trigger={
              <PendingButton variant="outline" size="sm" pending={remove.isPending}>
                {m.account_delete()}
              </PendingButton>
            }
            title={m.account_endpoint_delete_title()}
            description={m.account_endpoint_delete_confirm({ url: endpoint.url })}
            confirmLabel={m.account_delete()}
            destructive
            onConfirm={() => remove.mutate()}
          />
        </div>
      </div>
      {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
    </li>
  );
}
