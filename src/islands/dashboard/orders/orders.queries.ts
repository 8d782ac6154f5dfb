import type { SupportSubscriptionView } from '../../../shared/subscriptions/support-subscriptions.schemas.ts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { StoredBillingProfile } from '../../../shared/organizations/organizations.schemas.ts';
import type { z } from 'zod';
import type { billingPlansSchema } from '../../../shared/billing/billing.schemas.ts';
import { sidebarKeys } from '../sidebar/sidebar.queries.ts';
import { billingKeys } from '../billing/billing.queries.ts';
import { fetchOrder, fetchOrderPage } from './orders-api.ts';
import type { OrderFilters } from './orders-api.ts';
import { refreshQueries } from '../../lib/refresh-queries.ts';

/** The billing plans and the organization's current one (GET /api/billing/plans). */
export type BillingPlans = z.infer<typeof billingPlansSchema>;

/** How many orders a list page asks for. */
export const ORDER_PAGE_SIZE = 20;

/** Query keys of orders; every key starts with the API path, `/api/orders`. */
export const orderKeys = {
  all: ['/api/orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderFilters) => [...orderKeys.all, 'list', filters] as const,
  latest: (limit: number) => [...orderKeys.all, 'latest', limit] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
} as const;

/** One order, kept fresh by /ws messages rather than by polling. */
export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => fetchOrder(id, signal) });

/** The filtered list, page after page through X-Next-Cursor. */
export const orderListQueryOptions = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchOrderPage(filters, pageParam, ORDER_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The newest orders (dashboard card, /order-status). */
export const latestOrdersQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: orderKeys.latest(limit),
    queryFn: async ({ signal }) => (await fetchOrderPage({}, null, limit, signal)).items,
  });

/** The plans and the current one. */
export const billingPlansQueryOptions = () => queryOptions<BillingPlans>({ queryKey: billingKeys.plans });

/** The support plan's subscription and its next charge (what, how much, when). */
export const supportSubscriptionQueryOptions = () =>
  queryOptions<SupportSubscriptionView>({ queryKey: billingKeys.supportSubscription });

/** The organization's billing profile, null until it is set. */
export const billingProfileQueryOptions = () =>
  queryOptions<StoredBillingProfile | null>({ queryKey: billingKeys.profile });

/**
 * Refetches everything an order change can move: every order query, the sidebar counts and the
 * billing reads (a paid support order changes the plan, a paid order issues an invoice). Called for `{type:'order'}` over /ws,
 * after a reconnect and after the console's own order mutations.
 */
export function invalidateOrders(client: QueryClient): Promise<unknown> {
  return Promise.all([
    refreshQueries(client, { queryKey: orderKeys.all }),
    refreshQueries(client, { queryKey: sidebarKeys.counts }),
    refreshQueries(client, { queryKey: billingKeys.plans }),
    refreshQueries(client, { queryKey: billingKeys.supportSubscription }),
    refreshQueries(client, { queryKey: billingKeys.paymentMethods }),
    // A paid order issues an invoice and may move the summary and the credits.
    refreshQueries(client, { queryKey: billingKeys.invoices }),
    refreshQueries(client, { queryKey: billingKeys.summary }),
    refreshQueries(client, { queryKey: billingKeys.credits }),
  ]);
}
