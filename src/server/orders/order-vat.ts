import type { StoredBillingProfile } from '../../shared/organizations/organizations.schemas.ts';
import { withVat } from '../pricing/quote.ts';
import { vatFor } from '../../shared/vat.ts';
import type { Repositories } from '../store/repositories.ts';
import { withEvent } from './order-view.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import { storedOrderEvent } from './order-event-text.ts';

const PAGE = 100;

/** True when an order's VAT is not what its organization's billing profile now calls for. */
export function vatOutdated(
  order: Pick<OrderRecord, 'vat'>,
  profile: StoredBillingProfile | null | undefined,
): boolean {
  const due = vatFor(profile ?? null);
  return (
    order.vat.rateBp !== due.rateBp ||
    order.vat.reverseCharge !== due.reverseCharge ||
    order.vat.country !== due.country
  );
}

/**
 * An unpaid order re-priced for the VAT its billing profile calls for (said in its timeline), or
 * undefined when nothing changes or a payment attempt holds it: an order is priced with the VAT of
 * the profile it will be invoiced to, and a charge in flight keeps the amount it was started with.
 */
export function withProfileVat(
  order: OrderRecord,
  profile: StoredBillingProfile | null | undefined,
  now: Date,
): OrderRecord | undefined {
  if (
    order.status !== 'pending_payment' ||
    order.payment.state === 'processing' ||
    order.payment.state === 'requires_action'
  )
    return undefined;
  if (!vatOutdated(order, profile)) return undefined;
  const figures = withVat(order, vatFor(profile ?? null));
  // Stored in English and as data, said in the reader's language when read (its reason too).
  const said = storedOrderEvent({
    key: 'vat_updated',
    reverseCharge: figures.vat.reverseCharge,
    country: figures.vat.country,
    fromBp: order.vat.rateBp,
    toBp: figures.vat.rateBp,
  });
  return withEvent(order, { type: 'repriced', ...said }, now, figures);
}

/** Re-prices the VAT of an organization's unpaid orders after its billing profile changed. */
export async function repricePendingOrders(
  repositories: Repositories,
  organizationId: string,
  now: Date,
): Promise<number> {
  const organization = await repositories.organizations.findById(organizationId);
  let changed = 0;
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const page = await repositories.orders.list(organizationId, { status: 'pending_payment' }, { limit: PAGE, after });
    for (const order of page) {
      // `update` answers the record even when nothing changed: count the changes themselves.
      await repositories.orders.update(order.id, (current) => {
        const next = withProfileVat(current, organization?.billingProfile, now);
        if (next) changed += 1;
        return next;
      });
    }
    const last = page.at(-1);
    if (page.length < PAGE || !last) return changed;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
