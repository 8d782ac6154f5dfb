// What each client-side navigation invalidates, so pages never show data from before.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateApi } from '../../lib/api/client.ts';

/** Always invalidated: counts and billing figures that other pages may have changed. */
export const ALWAYS_INVALIDATED = [
  '/api/sidebar-counts',
  '/api/billing/credits',
  '/api/billing/summary',
  '/api/billing/plans',
] as const;

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The cache keys (API paths) to invalidate when the user navigates to `pathname`. */
export function keysToInvalidate(pathname: string): string[] {
  const keys: string[] = [...ALWAYS_INVALIDATED];
  if (under(pathname, '/billing'))
    keys.push('/api/billing/payment-methods', '/api/billing/invoices', '/api/billing/statement');
  if (under(pathname, '/usage')) keys.push('/api/usage');
  return keys;
}

/**
 * Invalidates those keys in the shared QueryClient (active queries refetch, e.g. the sidebar
 * counts) and in the request helper's response cache, which would otherwise answer from memory.
 */
export function invalidateOnNavigation(client: QueryClient, pathname: string): void {
  void invalidateApi(client, keysToInvalidate(pathname));
}
