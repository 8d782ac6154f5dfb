import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../shared/orders/orders.schemas.ts';
import type { ProductSubscription } from '../../../shared/products/product-subscriptions.schemas.ts';
import { ApiError } from '../../lib/api-error.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { formatWhen } from '../addons/addon-state.ts';
import { PageHeader } from '../pages/PageHeader.tsx';
import { orderQueryOptions, subscriptionQueryOptions } from '../marketplace/marketplace.queries.ts';
import { useLiveUpdates } from '../marketplace/use-live-updates.ts';
import { CancelSubscription } from './CancelSubscription.tsx';
import { formatLocked, productState, quantityText } from './product-state.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { useCan } from '../../auth/use-can.ts';
import { DownloadLink } from '../../ui/download-link.tsx';
import { Alert } from '../../ui/alert.tsx';
import { QueryError } from '../../ui/query-state.tsx';

/** /orders/products/{id}: one product order and the subscription it activated (state, quantity, invoice, timeline). */
export function ProductOrderRoute({ orderId }: { orderId: string }) {
  useLiveUpdates();
  const order = useQuery(orderQueryOptions(orderId));
  const paid = order.data ? !['pending_payment', 'cancelled'].includes(order.data.status) : false;
  const subscription = useQuery({ ...subscriptionQueryOptions(orderId), enabled: paid });
  const mayReadBilling = useCan('billing.read');
  const mayChangeOrders = useCan('orders.create');
  if (order.isPending) {
    return (
      <>
        <PageHeader title={m.products_order_title()} />
        <Spinner label={m.products_order_loading()} />
      </>
    );
  }
  if (order.isError || order.data.kind !== 'product') {
    const missing = order.isError && order.error instanceof ApiError && order.error.status === 404;
    return (
      <>
        <PageHeader title={m.products_order_title()} />
        {missing || !order.isError ? (
          <Alert variant="neutral" look="text">
            {m.products_order_missing()}
          </Alert>
        ) : (
          <QueryError
            error={order.error}
            onRetry={() => void order.refetch()}
            text={(error) => m.products_order_error({ error })}
          />
        )}
        <p className="text-sm">
          <a className="font-medium text-primary underline-offset-4 hover:underline" href="/orders/products">
            {m.products_all_orders()}
          </a>
        </p>
      </>
    );
  }
  const sub = subscription.data;
  const state = productState(order.data, sub);
  return (
    <>
      <PageHeader
        title={order.data.lines[0]?.description ?? m.products_order_title()}
        description={m.products_order_number({ number: order.data.number })}
      >
        <a href="/orders/products" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {m.products_all_orders()}
        </a>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="summary-heading"
          className="grid content-start gap-4 rounded-lg border border-border bg-card p-5"
        >
          <h2 id="summary-heading" className="text-lg font-semibold">
            {m.products_subscription()}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{m.products_state()}</dt>
            <dd className="font-medium" data-testid="product-state">
              {state}
            </dd>
            <dt className="text-muted-foreground">{m.products_quantity()}</dt>
            <dd>{quantityText(order.data, sub)}</dd>
            {sub?.clusterName ? (
              <>
                <dt className="text-muted-foreground">{m.products_cluster()}</dt>
                <dd>{sub.clusterName}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{m.products_billing()}</dt>
            <dd>
              {(order.data.billingCycle === 'yearly' ? m.products_billing_yearly : m.products_billing_monthly)({
                amount: formatLocked(order.data.total, order.data.currency),
              })}
            </dd>
            {sub ? (
              <>
                <dt className="text-muted-foreground">{m.products_period()}</dt>
                <dd>
                  {formatWhen(sub.periodStart)} – {formatWhen(sub.periodEnd)}
                </dd>
              </>
            ) : null}
            {/* The invoice is billing's: a role that may not read it (a viewer) is not offered it. */}
            {mayReadBilling ? (
              <>
                <dt className="text-muted-foreground">{m.products_invoice()}</dt>
                <dd>
                  {order.data.invoiceId ? (
                    <DownloadLink
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      href={`/api/billing/invoices/${encodeURIComponent(order.data.invoiceId)}/pdf`}
                    >
                      {m.products_download_invoice()}
                    </DownloadLink>
                  ) : (
                    m.products_invoice_pending()
                  )}
                </dd>
              </>
            ) : null}
          </dl>
          {order.data.status === 'pending_payment' ? (
            <a
              className="justify-self-start font-medium text-primary underline-offset-4 hover:underline"
              href={`/order-status/${encodeURIComponent(order.data.id)}`}
            >
              {m.products_pay_order()}
            </a>
          ) : null}
          {sub && mayChangeOrders ? <CancelSubscription subscription={sub} /> : null}
        </section>
        <Timeline order={order.data} subscription={sub} />
      </div>
    </>
  );
}

function Timeline({ order, subscription }: { order: Order; subscription: ProductSubscription | undefined }) {
  const events = [
    ...order.events.map((e) => ({ at: e.at, message: e.message })),
    ...(subscription?.events ?? []).map((e) => ({ at: e.at, message: e.message })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section
      aria-labelledby="timeline-heading"
      className="grid content-start gap-3 rounded-lg border border-border bg-card p-5"
    >
      <h2 id="timeline-heading" className="text-lg font-semibold">
        {m.products_timeline()}
      </h2>
      <ol className="grid gap-3 border-l border-border pl-4 text-sm">
        {events.map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <time dateTime={e.at} className="block text-xs text-muted-foreground">
              {formatWhen(e.at)}
            </time>
            {e.message}
          </li>
        ))}
      </ol>
    </section>
  );
}
