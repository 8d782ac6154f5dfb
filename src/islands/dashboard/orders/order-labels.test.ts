import { describe, expect, it } from 'vitest';
import { orderHeading, orderHref } from './order-labels.ts';

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

describe('orderHeading', () => {
  const line = (description: string) => ({
    kind: 'addon' as const,
    description,
    ref: null,
    quantity: 1,
    unitAmount: 0,
    amount: 0,
  });

  it('names the kind once when the title already starts with it', () => {
    expect(orderHeading({ kind: 'cluster', number: 'ORD-1', lines: [], cluster: { name: 'shop-prod' } as never })).toBe(
      'Cluster “shop-prod”',
    );
    expect(
      orderHeading({ kind: 'addon', number: 'ORD-2', lines: [line('Add-on: Velero 1.15')] as never, cluster: null }),
    ).toBe('Add-on: Velero 1.15');
  });

  it('puts the kind before a title that does not say it', () => {
    expect(
      orderHeading({
        kind: 'product',
        number: 'ORD-3',
        lines: [line('Object storage (per GB)')] as never,
        cluster: null,
      }),
    ).toBe('Product: Object storage (per GB)');
  });
});
