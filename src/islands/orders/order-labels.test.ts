import { describe, expect, it } from 'vitest';
import { orderHref } from './order-labels.ts';

describe('orderHref', () => {
  it('leads a paid product order to its subscription page', () => {
    expect(orderHref({ id: 'o 1', kind: 'product', status: 'completed' })).toBe('/orders/products/o%201');
    expect(orderHref({ id: 'o1', kind: 'product', status: 'fulfilling' })).toBe('/orders/products/o1');
  });

  it('leads an unpaid or cancelled product order, and every other kind, to its status and checkout', () => {
    expect(orderHref({ id: 'o1', kind: 'product', status: 'pending_payment' })).toBe('/order-status/o1');
    expect(orderHref({ id: 'o1', kind: 'product', status: 'cancelled' })).toBe('/order-status/o1');
    expect(orderHref({ id: 'o1', kind: 'cluster', status: 'completed' })).toBe('/order-status/o1');
  });
});
