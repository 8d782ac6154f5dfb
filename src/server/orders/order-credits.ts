import { hasCreditAllowance, withCredits } from '../billing/credit-application.ts';
import { AppError } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import { withEvent } from './order-view.ts';
import { storedOrderEvent } from './order-event-text.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import { formatMinorUnits } from '../../shared/money.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The refusal of a payment whose credits were used meanwhile: nothing charged, the order shows its new total. */
export const creditsUsedMeanwhile = (order: Pick<OrderRecord, 'total' | 'currency'> | null) =>
  new AppError(
    409,
    'order_repriced',
    order
      ? m.error_credits_used_repriced({ total: formatMinorUnits(order.total, order.currency) })
      : m.error_credits_used_refunded(),
  );

/**
 * Before a payment is claimed: the part of an unpaid order the credits balance was to pay is
 * still in the balance. If another payment used it meanwhile, the order is re-priced with what
 * is left (said in its timeline) and the payment refused with 409 `order_repriced`, so nobody
 * pays an amount they were not shown. A balance that grew changes nothing: the order keeps its
 * figures. An order priced by the older rule (credits as an allowance before VAT) is re-priced
 * the same way, the balance then paying after VAT.
 */
export async function requireCreditsAvailable(
  repositories: Repositories,
  organizationId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  const order = await repositories.orders.find(organizationId, orderId);
  const applied = order?.creditsApplied ?? 0;
  if (!order || order.status !== 'pending_payment' || applied === 0) return;
  if (order.payment.state === 'processing' || order.payment.state === 'requires_action') return;
  const balance = await repositories.credits.balance(organizationId);
  if (balance >= applied && !hasCreditAllowance(order)) return;
  let repriced: OrderRecord | undefined;
  await repositories.orders.update(order.id, (current) => {
    if (
      current.status !== 'pending_payment' ||
      ((current.creditsApplied ?? 0) <= balance && !hasCreditAllowance(current))
    )
      return undefined;
    const figures = withCredits(current, balance);
    const said = storedOrderEvent({
      key: 'credits_used',
      currency: current.currency,
      credits: figures.creditsApplied,
      from: current.total,
      to: figures.total,
    });
    repriced = withEvent(current, { type: 'repriced', ...said }, now, figures);
    return repriced;
  });
  if (repriced) throw creditsUsedMeanwhile(repriced);
}
