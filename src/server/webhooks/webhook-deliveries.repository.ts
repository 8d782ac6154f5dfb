import type { Cursor, Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { DeliveryAttempt } from '../../shared/webhooks/webhooks.schemas.ts';

/** One event for one endpoint: the exact body sent, and every attempt to send it. */
export type WebhookDeliveryRecord = {
  id: string;
  endpointId: string;
  organizationId: string;
  /** `webhook-id`: the same on every attempt. */
  messageId: string;
  eventType: string;
  body: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: DeliveryAttempt[];
  nextAttemptAt: string | null;
  /** A test event: one attempt, no retries, never counts against the endpoint. */
  test: boolean;
  createdAt: string;
};

export const webhookDeliveriesTable = defineTable<WebhookDeliveryRecord>({
  name: 'webhook_deliveries',
  order: { column: 'created_at', key: (d) => d.createdAt },
  indexes: {
    endpoint: { column: 'endpoint_id', key: (d) => d.endpointId },
    created: { column: 'created_key', key: (d) => d.createdAt },
  },
});

/** Storage of the delivery log. */
export interface WebhookDeliveryRepository {
  create(record: WebhookDeliveryRecord): Promise<WebhookDeliveryRecord>;
  findById(id: string): Promise<WebhookDeliveryRecord | undefined>;
  /** An endpoint's deliveries, newest first, a keyset page after `after`. */
  listForEndpoint(endpointId: string, page: { after?: Cursor; limit: number }): Promise<WebhookDeliveryRecord[]>;
  update(
    id: string,
    change: (current: WebhookDeliveryRecord) => WebhookDeliveryRecord | undefined,
  ): Promise<WebhookDeliveryRecord | undefined>;
  /** Deletes an endpoint's log (the endpoint is deleted). */
  deleteForEndpoint(endpointId: string): Promise<number>;
  /** Deletes deliveries made before `before` (housekeeping). */
  purgeBefore(before: Date): Promise<number>;
}

/** WebhookDeliveryRepository over either backend. */
export function createWebhookDeliveryRepository(db: Db): WebhookDeliveryRepository {
  const deliveries = db.collection(webhookDeliveriesTable);
  return {
    create: (record) => deliveries.insert(record),
    findById: (id) => deliveries.get(id),
    listForEndpoint: (endpointId, { after, limit }) =>
      deliveries.list({ where: { endpoint: endpointId }, after, limit }),
    update: (id, change) => deliveries.update(id, change),
    deleteForEndpoint: (endpointId) => deliveries.deleteMany({ endpoint: endpointId }),
    purgeBefore: (before) => deliveries.deleteMany({ created: { lt: before.toISOString() } }),
  };
}
