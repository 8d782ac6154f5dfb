import { m } from '../../shared/i18n/messages.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { compose } from '../mail/templates.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { WebhookEndpointRecord } from './webhook-endpoints.repository.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';

/** Tells an organization's owners that one of its webhook endpoints was disabled: a notification and an e-mail each. */
export function endpointDisabledNotice(deps: {
  repositories: Repositories;
  notifications: Pick<NotificationService, 'notify'>;
  mailer: OutgoingMail;
  publicOrigin: string;
}) {
  return async (endpoint: WebhookEndpointRecord): Promise<void> => {
    const owners = (await deps.repositories.users.listByOrganization(endpoint.organizationId)).filter(
      (u) => u.orgRole === 'owner',
    );
    const link = new URL('/settings#webhooks', deps.publicOrigin).href;
    // Each owner reads the notification and the e-mail in their language.
    const message = () =>
      m.notice_webhook_disabled({
        url: endpoint.url,
        reason: endpoint.disabledReason ?? m.notice_webhook_kept_failing(),
      });
    for (const owner of owners) {
      await deps.notifications
        .notify(owner.id, { type: 'error', ...inEachLanguage(owner, message) })
        .catch((error: Error) => console.warn(`Could not notify ${owner.id}:`, error.message));
      await deps.mailer.send(
        inLanguageOf(owner, () =>
          compose({
            to: owner.email,
            name: owner.name,
            subject: m.notice_webhook_disabled_subject(),
            heading: m.notice_webhook_disabled_heading(),
            intro: [message(), m.notice_webhook_disabled_events()],
            action: { label: m.notice_webhook_open_settings(), href: link },
          }),
        ),
      );
    }
  };
}
