import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { navigate } from '../../shell/links.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { buttonVariants } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { OrderCheckout } from '../checkout/OrderCheckout.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { orderHeading, orderTotal } from '../order-labels.ts';
import { orderQueryOptions } from '../orders.queries.ts';
import { OrderStatusChip } from '../OrderStatusChip.tsx';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import { fulfilmentProgress } from './order-progress.ts';
import { FulfilmentProgress, OrderTimeline } from './OrderTimeline.tsx';

/** Where a paid order goes next: a cluster to its provisioning screen, anything else to the receipt. */
export const afterPaymentHref = (order: Pick<Order, 'id' | 'kind'>) =>
  order.kind === 'cluster'
    ? `/cluster-provisioning?order=${encodeURIComponent(order.id)}`
    : `/payment-success?order=${encodeURIComponent(order.id)}`;

/** /order-status/{id}: one order, live over /ws: its timeline, progress, documents and checkout. */
export function OrderStatusPage({ id }: { id: string }) {
  const query = useQuery(orderQueryOptions(id));
  if (query.isPending) return <Spinner label={m.orders_loading_order()} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold">{missing ? m.orders_not_found_title() : m.orders_error_title()}</h1>
        <Alert>{missing ? m.orders_not_found_message() : errorMessage(query.error)}</Alert>
        <a href="/orders" className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
          {m.orders_see_all()}
        </a>
      </div>
    );
  }
  const order = query.data;
  const progress = fulfilmentProgress(order);
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          <a href="/orders" className="underline underline-offset-4">
            {m.orders_breadcrumb()}
          </a>{' '}
          / {order.number}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{orderHeading(order)}</h1>
          <OrderStatusChip status={order.status} live />
        </div>
        <p className="text-sm text-muted-foreground">
          {m.orders_status_meta({
            number: order.number,
            total: orderTotal(order),
            cycle: order.billingCycle === 'yearly' ? m.orders_cycle_yearly() : m.orders_cycle_monthly(),
            date: formatDateTime(order.createdAt),
            buyer: order.buyer.name,
          })}
        </p>
        {order.failureReason ? <Alert>{m.orders_failed_reason({ reason: order.failureReason })}</Alert> : null}
      </header>
      {progress !== null ? <FulfilmentProgress value={progress} /> : null}
      <OrderDocuments order={order} />
      {order.status === 'pending_payment' ? (
        <section aria-labelledby="checkout-heading" className="grid gap-4 rounded-lg border border-border bg-card p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="checkout-heading" className="text-lg font-semibold">
              {m.orders_checkout_heading()}
            </h2>
            <CancelOrderDialog order={order} />
          </div>
          <OrderCheckout orderId={order.id} onPaid={(paid) => navigate(afterPaymentHref(paid))} />
        </section>
      ) : null}
      <OrderTimeline order={order} />
    </div>
  );
}
