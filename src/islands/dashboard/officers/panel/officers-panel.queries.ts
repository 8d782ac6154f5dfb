import { queryOptions } from '@tanstack/react-query';
import type {
  FailedPayment,
  FailedProvisioning,
  QueueSummary,
  RefundedCharge,
} from '../../../../shared/officers/officers.schemas.ts';

/**
 * Query keys of the Officers Panel; the first part is the API path the default query fn GETs.
 * Every one is under /api/officers, which an `officers` message over /ws makes stale.
 */
export const officersPanelKeys = {
  queues: ['/api/officers/queues'] as const,
  provisioning: ['/api/officers/provisioning'] as const,
  payments: ['/api/officers/payments'] as const,
  refundedCharges: ['/api/officers/payments/refunded-charges'] as const,
} as const;

export const queueSummariesQueryOptions = () => queryOptions<QueueSummary[]>({ queryKey: officersPanelKeys.queues });
export const failedProvisioningQueryOptions = () =>
  queryOptions<FailedProvisioning[]>({ queryKey: officersPanelKeys.provisioning });
export const failedPaymentsQueryOptions = () => queryOptions<FailedPayment[]>({ queryKey: officersPanelKeys.payments });
export const refundedChargesQueryOptions = () =>
  queryOptions<RefundedCharge[]>({ queryKey: officersPanelKeys.refundedCharges });
