import { RateLimiter } from '../platform/rate-limiter.ts';
import type { AppConfig } from '../config/config.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { TokenService } from '../tokens/tokens.service.ts';
import { WebhookDeliverer } from '../webhooks/webhook-delivery.ts';
import { WebhookEvents } from '../webhooks/webhook-events.ts';
import { endpointDisabledNotice } from '../webhooks/webhook-notices.ts';
import { WebhookService } from '../webhooks/webhooks.service.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

/** API tokens and webhooks, as services.ts wires them. */
export type Automation = ReturnType<typeof createAutomation>;

/**
 * Wires the automation domains: personal API tokens (with their per-token rate limit, counted in
 * the storage backend so every instance shares it) and organization webhooks (events queued by
 * the domains, delivered by the job runner).
 */
export function createAutomation(deps: {
  repositories: Repositories;
  config: AppConfig;
  box: SecretBox;
  notifications: NotificationService;
  mailer: OutgoingMail;
}) {
  const { repositories, config, box } = deps;
  const tokens = new TokenService({ repositories });
  const tokenRateLimit = new RateLimiter({
    store: repositories.rateLimits,
    name: 'api-token',
    limit: config.tokenRequestsPerMinute,
    windowMs: MS_PER_MINUTE,
  });
  const webhookEvents = new WebhookEvents();
  const webhooks = new WebhookService({
    repositories,
    events: webhookEvents,
    box,
    allowPrivate: config.webhookAllowPrivate,
  });
  const deliverer = new WebhookDeliverer({
    repositories,
    box,
    allowPrivate: config.webhookAllowPrivate,
    endpointDisabled: endpointDisabledNotice({
      repositories,
      notifications: deps.notifications,
      mailer: deps.mailer,
      publicOrigin: config.publicOrigin,
    }),
  });
  const jobHandlers: Record<string, JobHandler> = deliverer.jobHandlers();
  return { tokens, tokenRateLimit, webhookEvents, webhooks, jobHandlers };
}
