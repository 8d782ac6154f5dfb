import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '../auth/tokens.ts';
import { errors } from '../http/app-error.ts';
import { decodeStoreCursor, encodeStoreCursor } from '../platform/pagination.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { AuditAction } from '../../shared/audit/audit-actions.ts';
import { DestinationRefused, resolvePublic } from './destination-guard.ts';
import type { WebhookDeliveryRecord } from './webhook-deliveries.repository.ts';
import type { WebhookEndpointRecord } from './webhook-endpoints.repository.ts';
import { WEBHOOK_DELIVERY_JOB, type DeliveryJobPayload, type WebhookEvents } from './webhook-events.ts';
import { generateWebhookSecret, sealWebhookSecret, signingSecrets } from './webhook-signing.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type {
  CreateWebhookInput,
  DeliveryView,
  UpdateWebhookInput,
  WebhookView,
} from '../../shared/webhooks/webhooks.schemas.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

/** An organization keeps at most this many endpoints. */
const MAX_ENDPOINTS = 20;

/** `box` seals each new signing secret to its endpoint. */
type Deps = {
  repositories: Repositories;
  events: WebhookEvents;
  box: SecretBox;
  allowPrivate: boolean;
  now?: () => number;
};

/**
 * An organization's webhook endpoints: create (the secret shown once), change, delete, rotate
 * the secret with an overlap, send a test event, read the delivery log and send one again.
 */
export class WebhookService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async list(organizationId: string): Promise<WebhookView[]> {
    return (await this.#deps.repositories.webhookEndpoints.listForOrganization(organizationId)).map((e) =>
      this.#view(e),
    );
  }

  async get(organizationId: string, id: string): Promise<WebhookView> {
    return this.#view(await this.#own(organizationId, id));
  }

  async create(
    user: UserRecord,
    input: CreateWebhookInput,
    meta: RequestMeta,
  ): Promise<WebhookView & { secret: string }> {
    await this.#checkDestination(input.url);
    const { repositories } = this.#deps;
    if ((await repositories.webhookEndpoints.listForOrganization(user.organizationId)).length >= MAX_ENDPOINTS) {
      throw errors.conflict(m.error_webhook_endpoint_limit({ limit: MAX_ENDPOINTS }));
    }
    const at = this.#iso();
    const secret = generateWebhookSecret();
    const id = randomUUID();
    const record: WebhookEndpointRecord = {
      id,
      organizationId: user.organizationId,
      url: input.url,
      events: input.events,
      description: input.description,
      secrets: [sealWebhookSecret(this.#deps.box, id, secret, at)],
      enabled: true,
      disabledAt: null,
      disabledReason: null,
      failingSince: null,
      createdBy: user.id,
      createdAt: at,
      updatedAt: at,
    };
    await repositories.transaction(async (tx) => {
      await tx.webhookEndpoints.create(record);
      await this.#audit(tx, meta, user, 'webhook.created', record, `${record.url} (${record.events.join(', ')})`);
    });
    return { ...this.#view(record), secret };
  }

  async update(user: UserRecord, id: string, input: UpdateWebhookInput, meta: RequestMeta): Promise<WebhookView> {
    await this.#own(user.organizationId, id);
    if (input.url !== undefined) await this.#checkDestination(input.url);
    const at = this.#iso();
    const updated = await this.#deps.repositories.transaction(async (tx) => {
      const changed = await tx.webhookEndpoints.update(id, (current) => ({
        ...current,
        url: input.url ?? current.url,
        events: input.events ?? current.events,
        description: input.description ?? current.description,
        // Turning an endpoint back on starts it afresh.
        ...(input.enabled === true && !current.enabled
          ? { enabled: true, disabledAt: null, disabledReason: null, failingSince: null }
          : {}),
        ...(input.enabled === false && current.enabled
          ? { enabled: false, disabledAt: at, disabledReason: m.notice_webhook_disabled_by_member() }
          : {}),
        updatedAt: at,
      }));
      if (!changed) throw errors.notFound(m.error_no_such_webhook_endpoint());
      await this.#audit(
        tx,
        meta,
        user,
        'webhook.updated',
        changed,
        `${changed.url} (${changed.events.join(', ')})${changed.enabled ? '' : ', disabled'}`,
      );
      return changed;
    });
    return this.#view(updated);
  }

  async remove(user: UserRecord, id: string, meta: RequestMeta): Promise<void> {
    const endpoint = await this.#own(user.organizationId, id);
    await this.#deps.repositories.transaction(async (tx) => {
      await tx.webhookEndpoints.delete(id);
      await tx.webhookDeliveries.deleteForEndpoint(id);
      await this.#audit(tx, meta, user, 'webhook.deleted', endpoint, endpoint.url);
    });
  }

  /** A new secret; the previous ones keep signing for `overlapHours` (every delivery carries both). */
  async rotateSecret(
    user: UserRecord,
    id: string,
    overlapHours: number,
    meta: RequestMeta,
  ): Promise<{ secret: string; previousSecretExpiresAt: string | null }> {
    await this.#own(user.organizationId, id);
    const now = this.#now();
    const secret = generateWebhookSecret();
    const overlapEnd = overlapHours > 0 ? new Date(now + overlapHours * MS_PER_HOUR).toISOString() : null;
    const updated = await this.#deps.repositories.transaction(async (tx) => {
      const changed = await tx.webhookEndpoints.update(id, (current) => {
        const previous = signingSecrets(current.secrets, now)
          .filter(() => overlapEnd !== null)
          .map((s) => ({
            ...s,
            expiresAt: s.expiresAt && overlapEnd && s.expiresAt < overlapEnd ? s.expiresAt : overlapEnd,
          }));
        return {
          ...current,
          secrets: [sealWebhookSecret(this.#deps.box, id, secret, new Date(now).toISOString()), ...previous],
          updatedAt: new Date(now).toISOString(),
        };
      });
      if (!changed) throw errors.notFound(m.error_no_such_webhook_endpoint());
      await this.#audit(
        tx,
        meta,
        user,
        'webhook.secret_rotated',
        changed,
        `previous secret signs until ${overlapEnd ?? 'now (no overlap)'}`,
      );
      return changed;
    });
    return { secret, previousSecretExpiresAt: this.#view(updated).previousSecretExpiresAt };
  }

  /** Sends a `webhook.test` event now (one attempt, no retries); answers its delivery. */
  async sendTest(user: UserRecord, id: string): Promise<DeliveryView> {
    const endpoint = await this.#own(user.organizationId, id);
    const data = {
      endpointId: endpoint.id,
      message:
        'A test event from the console: if you can read this, the endpoint receives and can verify our webhooks.',
    };
    const delivery = await this.#deps.repositories.transaction((tx) =>
      this.#deps.events.queue(tx, endpoint, 'webhook.test', data, { test: true }),
    );
    return deliveryView(delivery);
  }

  /** The endpoint's deliveries, newest first. */
  async deliveries(
    organizationId: string,
    id: string,
    page: { limit: number; cursor?: string },
  ): Promise<{ deliveries: DeliveryView[]; nextCursor: string | null }> {
    await this.#own(organizationId, id);
    const after = page.cursor ? decodeStoreCursor(page.cursor) : undefined;
    const records = await this.#deps.repositories.webhookDeliveries.listForEndpoint(id, {
      after,
      limit: page.limit + 1,
    });
    const shown = records.slice(0, page.limit);
    const last = shown.at(-1);
    return {
      deliveries: shown.map(deliveryView),
      nextCursor:
        records.length > page.limit && last ? encodeStoreCursor({ order: last.createdAt, id: last.id }) : null,
    };
  }

  /** "Send again": one attempt now, with the same `webhook-id`, whatever the delivery's state. */
  async resend(user: UserRecord, id: string, deliveryId: string): Promise<DeliveryView> {
    await this.#own(user.organizationId, id);
    const delivery = await this.#deps.repositories.webhookDeliveries.findById(deliveryId);
    if (!delivery || delivery.endpointId !== id) throw errors.notFound(m.error_no_such_delivery());
    await this.#deps.repositories.jobs.enqueue({
      kind: WEBHOOK_DELIVERY_JOB,
      id: `webhook:${deliveryId}:manual:${randomUUID()}`,
      payload: { deliveryId, manual: true } satisfies DeliveryJobPayload,
      runAt: new Date(this.#now()),
      maxAttempts: 1,
    });
    return deliveryView(delivery);
  }

  async #checkDestination(url: string) {
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:' && !this.#deps.allowPrivate)
      throw errors.badRequest(m.error_webhooks_sent_over_https_only(), { url: m.field_use_https_url() });
    try {
      await resolvePublic(hostname, this.#deps.allowPrivate);
    } catch (error) {
      if (error instanceof DestinationRefused) throw errors.badRequest(error.message, { url: error.message });
      throw error;
    }
  }

  async #own(organizationId: string, id: string): Promise<WebhookEndpointRecord> {
    const endpoint = await this.#deps.repositories.webhookEndpoints.findById(id);
    if (!endpoint || endpoint.organizationId !== organizationId)
      throw errors.notFound(m.error_no_such_webhook_endpoint());
    return endpoint;
  }

  #view(e: WebhookEndpointRecord): WebhookView {
    const now = this.#now();
    const previous = signingSecrets(e.secrets, now).filter((s) => s.expiresAt !== null);
    const previousSecretExpiresAt =
      previous
        .map((s) => s.expiresAt as string)
        .sort()
        .at(-1) ?? null;
    const { id, url, events, description, enabled, disabledAt, disabledReason, createdAt, updatedAt } = e;
    return {
      id,
      url,
      events,
      description,
      enabled,
      disabledAt,
      disabledReason,
      previousSecretExpiresAt,
      createdAt,
      updatedAt,
    };
  }

  #iso() {
    return new Date(this.#now()).toISOString();
  }

  async #audit(
    tx: Repositories,
    meta: RequestMeta,
    user: UserRecord,
    action: AuditAction,
    endpoint: WebhookEndpointRecord,
    detail: string,
  ) {
    await tx.audit.append({
      id: randomUUID(),
      at: this.#iso(),
      actorId: user.id,
      action,
      result: 'success',
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
      requestId: meta.requestId ?? null,
      detail: detail.slice(0, 300),
      organizationId: user.organizationId,
      targetType: 'webhook',
      targetId: endpoint.id,
    });
  }
}

/** A delivery as the log shows it. */
export function deliveryView(d: WebhookDeliveryRecord): DeliveryView {
  return {
    id: d.id,
    messageId: d.messageId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt,
    createdAt: d.createdAt,
    payload: d.body,
  };
}
