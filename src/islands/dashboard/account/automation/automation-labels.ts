// The automation screens' words for the API's token scopes, webhook events and states, in the
// page's language. Their English is the API's own wording (SCOPES, WEBHOOK_EVENT_LABELS).
import { m } from '../../../../shared/i18n/messages.ts';
import type { TokenScope } from '../../../../shared/token-scopes.ts';
import type { DeliveryPage } from './automation.queries.ts';
import type { TokenList } from './automation.queries.ts';
import type { WebhookEventType } from '../../../../shared/webhooks/webhooks.schemas.ts';

const SCOPE_LABELS: Record<TokenScope, () => string> = {
  read: m.account_scope_read,
  'clusters:write': m.account_scope_clusters_write,
  'kubeconfigs:write': m.account_scope_kubeconfigs_write,
  'orders:write': m.account_scope_orders_write,
  'billing:read': m.account_scope_billing_read,
  'billing:write': m.account_scope_billing_write,
  'tickets:write': m.account_scope_tickets_write,
  'team:write': m.account_scope_team_write,
};

const EVENT_LABELS: Record<WebhookEventType, () => string> = {
  'order.paid': m.account_event_order_paid,
  'order.failed': m.account_event_order_failed,
  'cluster.running': m.account_event_cluster_running,
  'cluster.failed': m.account_event_cluster_failed,
  'cluster.deleted': m.account_event_cluster_deleted,
  'invoice.issued': m.account_event_invoice_issued,
  'invoice.payment_failed': m.account_event_invoice_payment_failed,
  'ticket.replied': m.account_event_ticket_replied,
  'budget.threshold': m.account_event_budget_threshold,
  'audit.event': m.account_event_audit_event,
};

type TokenStatus = TokenList['tokens'][number]['status'];
const TOKEN_STATUS: Record<TokenStatus, () => string> = {
  active: m.account_token_status_active,
  expired: m.account_token_status_expired,
  revoked: m.account_token_status_revoked,
};

type DeliveryStatus = DeliveryPage['deliveries'][number]['status'];
const DELIVERY_STATUS: Record<DeliveryStatus, () => string> = {
  pending: m.account_delivery_status_pending,
  succeeded: m.account_delivery_status_succeeded,
  failed: m.account_delivery_status_failed,
};

/** What a token scope allows, e.g. "Place, cancel and pay orders". */
export const scopeLabel = (scope: TokenScope): string => SCOPE_LABELS[scope]();

/** What a webhook event means, e.g. "An order was paid". */
export const webhookEventLabel = (event: WebhookEventType): string => EVENT_LABELS[event]();

/** A token's state as shown beside it ("active", "expired", "revoked" in English). */
export const tokenStatusLabel = (status: TokenStatus): string => TOKEN_STATUS[status]();

/** A delivery's state as the log shows it ("pending", "succeeded", "failed" in English). */
export const deliveryStatusLabel = (status: DeliveryStatus): string => DELIVERY_STATUS[status]();
