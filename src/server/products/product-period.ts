import type { Repositories } from '../store/repositories.ts';
import type { ProductSubscriptionRecord } from '../../shared/products/product-subscriptions.schemas.ts';

/** The job that ends or renews one subscription when its paid period is over. */
export const PRODUCT_PERIOD_END_JOB = 'products.period-end';

export type PeriodEndPayload = { subscriptionId: string; periodEnd: string };

/** Queues the end of a subscription's current period (idempotent: one job per period). */
export async function schedulePeriodEnd(
  tx: Repositories,
  subscription: Pick<ProductSubscriptionRecord, 'id' | 'periodEnd'>,
): Promise<void> {
  await tx.jobs.enqueue({
    kind: PRODUCT_PERIOD_END_JOB,
    id: `period-end-${subscription.id}-${subscription.periodEnd}`,
    runAt: new Date(subscription.periodEnd),
    payload: { subscriptionId: subscription.id, periodEnd: subscription.periodEnd } satisfies PeriodEndPayload,
    maxAttempts: 8,
  });
}
