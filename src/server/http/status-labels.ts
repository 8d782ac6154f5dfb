import type { ClusterStatus } from '../../shared/clusters/clusters.schemas.ts';
import type { OrderStatus } from '../../shared/orders/orders.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

// A status named inside an error message, in the request's language. In English it is the
// status value itself (an order's with a space for the underscore), as the messages always said.

const CLUSTER_STATUS: Record<ClusterStatus, () => string> = {
  pending: m.error_status_cluster_pending,
  provisioning: m.error_status_cluster_provisioning,
  running: m.error_status_cluster_running,
  updating: m.error_status_cluster_updating,
  deleting: m.error_status_cluster_deleting,
  deleted: m.error_status_cluster_deleted,
  failed: m.error_status_cluster_failed,
};

const ORDER_STATUS: Record<OrderStatus, () => string> = {
  pending_payment: m.error_status_order_pending_payment,
  paid: m.error_status_order_paid,
  fulfilling: m.error_status_order_fulfilling,
  completed: m.error_status_order_completed,
  cancelled: m.error_status_order_cancelled,
  failed: m.error_status_order_failed,
};

export const clusterStatusLabel = (status: ClusterStatus): string => CLUSTER_STATUS[status]();
export const orderStatusLabel = (status: OrderStatus): string => ORDER_STATUS[status]();
