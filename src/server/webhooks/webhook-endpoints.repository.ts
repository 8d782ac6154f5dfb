import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { WebhookEventType } from '../../shared/webhooks/webhooks.schemas.ts';

/**
 * A signing secret (`whsec_…`), sealed to its endpoint (webhook-signing.ts); a rotated-out one
 * keeps signing until `expiresAt`.
 */
export type WebhookSecret = { sealedKey: string; createdAt: string; expiresAt: string | null };

/**
 * An organization's webhook endpoint. Signing needs the secret itself (an HMAC cannot be
 * computed from a hash), so it is kept sealed under SECRETS_KEY rather than hashed: neither a
 * copy of the store nor a backup can forge a delivery.
 */
export type WebhookEndpointRecord = {
  id: string;
  organizationId: string;
  url: string;
  events: WebhookEventType[];
  description: string;
  /** Newest first. */
  secrets: WebhookSecret[];
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
  /** The first failed attempt since the last success: failing a whole retry window disables it. */
  failingSince: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
};

export const webhookEndpointsTable = defineTable<WebhookEndpointRecord>({
  name: 'webhook_endpoints',
  order: { column: 'created_at', key: (e) => e.createdAt },
  indexes: { organization: { column: 'organization_id', key: (e) => e.organizationId } },
});

/** Storage of webhook endpoints. */
export interface WebhookEndpointRepository {
  create(record: WebhookEndpointRecord): Promise<WebhookEndpointRecord>;
  findById(id: string): Promise<WebhookEndpointRecord | undefined>;
  /** An organization's endpoints, newest first. */
  listForOrganization(organizationId: string): Promise<WebhookEndpointRecord[]>;
  /** The endpoints of many organizations at once (a batch of events). */
  listForOrganizations(organizationIds: readonly string[]): Promise<WebhookEndpointRecord[]>;
  /** Changes one endpoint atomically; `change` may throw to refuse or return undefined to leave it. */
  update(
    id: string,
    change: (current: WebhookEndpointRecord) => WebhookEndpointRecord | undefined,
  ): Promise<WebhookEndpointRecord | undefined>;
  delete(id: string): Promise<boolean>;
}

/** WebhookEndpointRepository over either backend. */
export function createWebhookEndpointRepository(db: Db): WebhookEndpointRepository {
  const endpoints = db.collection(webhookEndpointsTable);
  return {
    create: (record) => endpoints.insert(record),
    findById: (id) => endpoints.get(id),
    listForOrganization: (organizationId) => endpoints.list({ where: { organization: organizationId } }),
    listForOrganizations: (organizationIds) => endpoints.listIn('organization', organizationIds),
    update: (id, change) => endpoints.update(id, change),
    delete: (id) => endpoints.delete(id),
  };
}
