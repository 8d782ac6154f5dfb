import { randomUUID } from 'node:crypto';
import type { Repositories } from '../store/repositories.ts';
import type { WebhookDeliveryRecord } from './webhook-deliveries.repository.ts';
import type { WebhookEndpointRecord } from './webhook-endpoints.repository.ts';
import { newMessageId } from './webhook-signing.ts';
import type { WebhookEventType } from '../../shared/webhooks/webhooks.schemas.ts';

/** The job that makes one attempt at one delivery. */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/** What a delivery job carries: the delivery, and whether a person asked for this attempt. */
export type DeliveryJobPayload = { deliveryId: string; manual?: boolean };

/** The job id of a delivery's n-th scheduled attempt: enqueueing it twice creates it once. */
export const deliveryJobId = (deliveryId: string, attempt: number | string) => `webhook:${deliveryId}:${attempt}`;

/**
 * Turns a domain event into deliveries. Called inside the transaction that made the change:
 * the deliveries and their first jobs commit with it, so an event is sent if and only if it
 * happened, and a crash in between loses nothing.
 */
export class WebhookEvents {
  #now: () => number;

  constructor(options: { now?: () => number } = {}) {
    this.#now = options.now ?? Date.now;
  }

  /**
   * Queues `type` for every enabled endpoint of the organization that subscribed to it. `data`
   * may be a function: it is then worked out only when some endpoint wants the event.
   */
  async emit(
    tx: Repositories,
    organizationId: string,
    type: WebhookEventType,
    data: Record<string, unknown> | (() => Promise<Record<string, unknown>>),
  ): Promise<number> {
    const endpoints = (await tx.webhookEndpoints.listForOrganization(organizationId)).filter(
      (e) => e.enabled && e.events.includes(type),
    );
    if (endpoints.length === 0) return 0;
    const payload = typeof data === 'function' ? await data() : data;
    for (const endpoint of endpoints) await this.queue(tx, endpoint, type, payload);
    return endpoints.length;
  }

  /** `emit` for many events at once: one read of the endpoints of every organization named. */
  async emitMany(
    tx: Repositories,
    events: readonly { organizationId: string; type: WebhookEventType; data: Record<string, unknown> }[],
  ): Promise<number> {
    if (events.length === 0) return 0;
    const endpoints = await tx.webhookEndpoints.listForOrganizations([...new Set(events.map((e) => e.organizationId))]);
    let queued = 0;
    for (const event of events) {
      for (const endpoint of endpoints) {
        if (
          endpoint.organizationId !== event.organizationId ||
          !endpoint.enabled ||
          !endpoint.events.includes(event.type)
        )
          continue;
        await this.queue(tx, endpoint, event.type, event.data);
        queued += 1;
      }
    }
    return queued;
  }

  /** Queues one event for one endpoint (also the test event); answers the delivery. */
  async queue(
    tx: Repositories,
    endpoint: WebhookEndpointRecord,
    type: string,
    data: Record<string, unknown>,
    options: { test?: boolean } = {},
  ): Promise<WebhookDeliveryRecord> {
    const now = new Date(this.#now());
    // Standard Webhooks payload: type, timestamp, data. Serialised once: every attempt sends these bytes.
    const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
    const delivery = await tx.webhookDeliveries.create({
      id: randomUUID(),
      endpointId: endpoint.id,
      organizationId: endpoint.organizationId,
      messageId: newMessageId(),
      eventType: type,
      body,
      status: 'pending',
      attempts: [],
      nextAttemptAt: now.toISOString(),
      test: options.test ?? false,
      createdAt: now.toISOString(),
    });
    await tx.jobs.enqueue({
      kind: WEBHOOK_DELIVERY_JOB,
      id: deliveryJobId(delivery.id, 0),
      payload: { deliveryId: delivery.id } satisfies DeliveryJobPayload,
      runAt: now,
      maxAttempts: 3,
    });
    return delivery;
  }
}

/** The part of WebhookEvents the domains call. */
export type WebhookEmitter = Pick<WebhookEvents, 'emit'> & Partial<Pick<WebhookEvents, 'emitMany'>>;
