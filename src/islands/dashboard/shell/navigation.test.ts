import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ALWAYS_INVALIDATED, invalidateOnNavigation, keysToInvalidate } from './navigation.ts';

describe('keysToInvalidate', () => {
  it('invalidates the sidebar counts and billing figures on every navigation', () => {
    expect(keysToInvalidate('/orders')).toEqual([...ALWAYS_INVALIDATED]);
  });

  it('adds payment methods, invoices and the statement under /billing', () => {
    expect(keysToInvalidate('/billing')).toEqual([
      ...ALWAYS_INVALIDATED,
      '/api/billing/payment-methods',
      '/api/billing/invoices',
      '/api/billing/statement',
    ]);
    expect(keysToInvalidate('/billing/invoices')).toContain('/api/billing/invoices');
  });

  it('adds usage under /usage only, not on look-alike paths', () => {
    expect(keysToInvalidate('/usage')).toContain('/api/usage');
    expect(keysToInvalidate('/usage-report')).not.toContain('/api/usage');
    expect(keysToInvalidate('/billingx')).not.toContain('/api/billing/invoices');
  });
});

describe('invalidateOnNavigation', () => {
  it('marks the matching queries stale and leaves others alone', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['/api/sidebar-counts'], { clusters: 1, orders: { total: 2 } });
    client.setQueryData(['/api/usage'], []);
    client.setQueryData(['/api/user'], { id: 'u1' });
    const spy = vi.spyOn(client, 'invalidateQueries');
    invalidateOnNavigation(client, '/dashboard');
    expect(client.getQueryState(['/api/sidebar-counts'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/usage'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['/api/user'])?.isInvalidated).toBe(false);
    expect(spy).toHaveBeenCalledTimes(ALWAYS_INVALIDATED.length);
  });
});
