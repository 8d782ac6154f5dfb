import { useQuery } from '@tanstack/react-query';
import { m } from '../../../../shared/i18n/messages.ts';
import { richMessage } from '../../../ui/rich-message.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { useRouterPage } from '../../shell/use-route.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { buttonVariants } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { OrderSummary } from '../checkout/OrderSummary.tsx';
import { cardBrand, orderStatusHref, orderTitle, orderTotal } from '../order-labels.ts';
import { orderQueryOptions } from '../orders.queries.ts';
import { OrderStatusChip } from '../OrderStatusChip.tsx';
import { OrderDocuments } from '../status/OrderDocuments.tsx';
import { fulfilmentProgress } from '../status/order-progress.ts';
import { FulfilmentProgress } from '../status/OrderTimeline.tsx';

const NEXT_STEPS = {
  cluster: m.orders_next_cluster,
  addon: m.orders_next_addon,
  product: m.orders_next_product,
  support: m.orders_next_support,
} as const;

/** /payment-success?order={id}: what was bought, how it was paid, the invoice and what happens next. */
export function PaymentSuccessPage() {
  // The address's query is known once hydrated (the server HTML and the first render agree on a spinner).
  const { page } = useRouterPage();
  const orderId = page?.search.order ?? '';
  const query = useQuery({ ...orderQueryOptions(orderId), enabled: orderId !== '' });
  if (!page) return <Spinner label={m.orders_loading_order()} />;
  if (orderId === '') {
    return (
      <div className="grid gap-4">
        <PageHeader title={m.orders_payment_received()} />
        <p>
          {richMessage((slot) => m.orders_payment_page_notice({ link: slot.link }), {
            link: (
              <a href="/orders" className="text-primary underline underline-offset-4">
                {m.orders_breadcrumb()}
              </a>
            ),
          })}
        </p>
      </div>
    );
  }
  if (query.isPending) return <Spinner label={m.orders_loading_order()} />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  const order = query.data;
  const method = order.payment.method;
  const paidWith =
    method?.kind === 'card'
      ? m.orders_paid_card({ brand: cardBrand(method.brand), last4: method.last4 ?? '····' })
      : method?.kind === 'sepa_debit'
        ? m.orders_paid_sepa({ last4: method.last4 ?? '····' })
        : order.creditsApplied > 0
          ? m.orders_paid_credits()
          : m.orders_paid_nothing();
  const progress = fulfilmentProgress(order);
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={m.orders_payment_received()} description={m.orders_payment_thanks({ number: order.number })} />
      <section aria-labelledby="bought" className="grid gap-3 rounded-lg border border-border bg-card p-5">
        <h2 id="bought" className="text-lg font-semibold">
          {orderTitle(order)}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{m.orders_amount_paid()}</dt>
          <dd>{orderTotal(order)}</dd>
          <dt className="text-muted-foreground">{m.orders_payment_method()}</dt>
          <dd>{paidWith}</dd>
        </dl>
        <OrderSummary priced={order} caption={m.orders_paid_for_caption()} />
        <OrderDocuments order={order} />
      </section>
      <section aria-labelledby="next" className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="next" className="text-lg font-semibold">
            {m.orders_next_heading()}
          </h2>
          <OrderStatusChip status={order.status} live />
        </div>
        <p className="text-sm">{order.status === 'completed' ? m.orders_next_done() : NEXT_STEPS[order.kind]()}</p>
        {progress !== null ? <FulfilmentProgress value={progress} /> : null}
        <a
          href={orderStatusHref(order.id)}
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          {m.orders_follow()}
        </a>
      </section>
    </div>
  );
}
