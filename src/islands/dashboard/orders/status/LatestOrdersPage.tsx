import { useQuery } from '@tanstack/react-query';
import { m } from '../../../../shared/i18n/messages.ts';
import { configureClusterHref } from '../../../../shared/links.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
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
        <h1 className="text-2xl font-bold tracking-tight">{m.orders_latest_title()}</h1>
        <p className="mt-1 text-muted-foreground">{m.orders_latest_description({ count: LATEST_ORDERS })}</p>
      </div>
      {query.isPending ? (
        <Spinner label={m.orders_latest_loading()} />
      ) : query.isError ? (
        <Alert>{errorMessage(query.error)}</Alert>
      ) : query.data.length === 0 ? (
        <EmptyState compact>
          {m.orders_latest_empty()}{' '}
          <a href={configureClusterHref()} className="font-medium text-primary underline underline-offset-4">
            {m.orders_configure_cluster()}
          </a>
        </EmptyState>
      ) : (
        <OrderRows orders={query.data} caption={m.orders_latest_caption()} />
      )}
      <a href="/orders" className="text-sm font-medium text-primary underline underline-offset-4">
        {m.orders_see_all()}
      </a>
    </div>
  );
}
