import type { Order } from '../../../shared/orders/orders.schemas.ts';
import { ApiError } from '../../lib/api-error.ts';
import { createOrder, type OrderRequest } from '../orders/orders-api.ts';
import { navigate } from '../shell/links.ts';

export type { OrderRequest };

/**
 * Creates the order and opens its status page, which holds the checkout. The server's field
 * names (`addon.clusterId`) become the form's (`clusterId`), and its first field message the
 * form's message when no field of the form matches.
 */
export async function orderAndCheckout(body: OrderRequest, fieldPrefix: string): Promise<Order> {
  try {
    // With the key of this intent: a retry after a lost answer gets the order made the first time.
    const order = await createOrder(body);
    navigate(`/order-status/${encodeURIComponent(order.id)}`);
    return order;
  } catch (error) {
    throw unprefixed(error, fieldPrefix);
  }
}

/** The same error with `prefix` taken off its field names. */
export function unprefixed(error: unknown, prefix: string): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([name, text]) => [
      name.startsWith(prefix) ? name.slice(prefix.length) : name,
      text,
    ]),
  );
  return new ApiError(Object.values(error.fields)[0] ?? error.message, {
    status: error.status,
    code: error.code,
    fields,
    body: error.body,
  });
}
