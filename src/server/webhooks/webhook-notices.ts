import type { OutgoingMail } from '../mail/mail-queue.ts';
import { compose } from '../mail/templates.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { WebhookEndpointRecord } from './webhook-endpoints.repository.ts';

/** Tells an organization's owners that one of its webhook endpoints was disabled: a notification and an e-mail each. */
export function endpointDisabledNotice(deps: { repositories: Repositories; notifications: Pick<NotificationService, 'notify'>; mailer: OutgoingMail; publicOrigin: string }) {
  return async (endpoint: WebhookEndpointRecord): Promise<void> => {
    const owners = (await deps.repositories.users.listByOrganization(endpoint.organizationId)).filter((u) => u.orgRole === 'owner');
    const link = new URL('/settings#webhooks', deps.publicOrigin).href;
    const message = `Webhook endpoint ${endpoint.url} was disabled: ${endpoint.disabledReason ?? 'it kept failing'} Fix the receiver, then turn it back on in Settings → Webhooks.`;
    for (const owner of owners) {
      await deps.notifications.notify(owner.id, { type: 'error', message: message.slice(0, 500) }).catch((error: Error) => console.warn(`Could not notify ${owner.id}:`, error.message));
      await deps.mailer.send(
        compose({
          to: owner.email,
          name: owner.name,
          subject: 'A webhook endpoint was disabled',
          heading: 'Webhook endpoint disabled',
          intro: [message, 'Events are no longer sent to it. The delivery log shows every attempt and what the receiver answered.'],
          action: { label: 'Open Settings → Webhooks', href: link },
        }),
      );
    }
  };
}
