import { useQuery } from '@tanstack/react-query';
import { configureClusterHref } from '../../../../shared/links.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { OrderRows } from '../list/OrderRows.tsx';
import { latestOrdersQueryOptions } from '../orders.queries.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';

/** How many orders /order-status lists. */
export const LATEST_ORDERS = 10;

/** /order-status: the organization's latest orders, kept current over /ws. */
export function LatestOrdersPage() {
  const query = useQuery(latestOrdersQueryOptions(LATEST_ORDERS));
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Order status</h1>
        <p className="mt-1 text-muted-foreground">Your organization’s latest {LATEST_ORDERS} orders. Open one to follow it step by step.</p>
      </div>
      {query.isPending ? (
        <Spinner label="Loading orders" />
      ) : query.isError ? (
        <FormAlert message={errorMessage(query.error)} />
      ) : query.data.length === 0 ? (
        <EmptyState compact>
          No orders yet. Configure a cluster to place your organization’s first order.{' '}
          <a href={configureClusterHref()} className="font-medium text-primary underline underline-offset-4">
            Configure a cluster
          </a>
        </EmptyState>
      ) : (
        <OrderRows orders={query.data} caption="Latest orders" />
      )}
      <a href="/orders" className="text-sm font-medium text-primary underline underline-offset-4">
        See all orders
      </a>
    </div>
  );
}
