import { useCan } from '../../auth/use-can.ts';
import { useQuery } from '@tanstack/react-query';
import { configureClusterHref } from '../../../shared/links.ts';
import { orderStatusHref, orderTitle, orderTotal } from '../orders/order-labels.ts';
import { latestOrdersQueryOptions } from '../orders/orders.queries.ts';
import { OrderStatusChip } from '../orders/OrderStatusChip.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Card, CardLink } from './Card.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { QueryError } from '../../ui/query-state.tsx';

/** How many orders the dashboard home lists. */
const LATEST = 5;

/** The newest orders of the organization, live over /ws, each opening its status page. */
export function LatestOrders() {
  const mayOrder = useCan('orders.create');
  const query = useQuery(latestOrdersQueryOptions(LATEST));
  return (
    <Card title={m.home_latest_orders()} icon="cart">
      {query.isPending ? (
        <Spinner size="sm" label={m.home_latest_orders_loading()} align="start" />
      ) : query.isError ? (
        <QueryError
          compact
          error={query.error}
          onRetry={() => void query.refetch()}
          text={(error) => m.home_orders_error({ error })}
        />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.home_orders_empty()}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {query.data.map((order) => (
            <li key={order.id} className="flex min-w-0 flex-wrap items-center justify-between gap-2 text-sm">
              <a
                href={orderStatusHref(order.id)}
                className="min-w-0 truncate font-medium text-primary underline-offset-4 hover:underline"
              >
                {order.number} · {orderTitle(order)}
              </a>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{orderTotal(order)}</span>
                <OrderStatusChip status={order.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {query.data?.length || !mayOrder ? (
        <CardLink href="/orders">{m.home_view_all_orders()}</CardLink>
      ) : (
        <CardLink href={configureClusterHref()}>{m.home_configure_cluster()}</CardLink>
      )}
    </Card>
  );
}
