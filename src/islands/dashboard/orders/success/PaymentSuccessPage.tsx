import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { useRouterPage } from '../../shell/use-route.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { buttonVariants } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { OrderSummary } from '../checkout/OrderSummary.tsx';
import { cardBrand, orderStatusHref, orderTitle, orderTotal } from '../order-labels.ts';
import { orderQueryOptions } from '../orders.queries.ts';
import { OrderStatusChip } from '../OrderStatusChip.tsx';
import { OrderDocuments } from '../status/OrderDocuments.tsx';
import { fulfilmentProgress } from '../status/order-progress.ts';
import { FulfilmentProgress } from '../status/OrderTimeline.tsx';

const NEXT_STEPS = {
  cluster: 'Your cluster is being provisioned: network, control plane, node pools, add-ons, then a health check.',
  addon: 'The add-on is being installed on your cluster.',
  product: 'The product is being set up for your organization.',
  support: 'Your new support plan takes effect as soon as the order completes; its discount applies to the orders after it.',
} as const;

/** /payment-success?order={id}: what was bought, how it was paid, the invoice and what happens next. */
export function PaymentSuccessPage() {
  // The address's query is known once hydrated (the server HTML and the first render agree on a spinner).
  const { page } = useRouterPage();
  const orderId = page?.search.order ?? '';
  const query = useQuery({ ...orderQueryOptions(orderId), enabled: orderId !== '' });
  if (!page) return <Spinner label="Loading the order" />;
  if (orderId === '') {
    return (
      <div className="grid gap-4">
        <PageHeader title="Payment received" />
        <p>
          This page confirms a payment. Your orders are listed in{' '}
          <a href="/orders" className="text-primary underline underline-offset-4">
            Orders
          </a>
          .
        </p>
      </div>
    );
  }
  if (query.isPending) return <Spinner label="Loading the order" />;
  if (query.isError) return <FormAlert message={errorMessage(query.error)} />;
  const order = query.data;
  const method = order.payment.method;
  const paidWith =
    method?.kind === 'card'
      ? `${cardBrand(method.brand)} ending ${method.last4 ?? '····'}`
      : method?.kind === 'sepa_debit'
        ? `SEPA Direct Debit, account ending ${method.last4 ?? '····'}`
        : order.creditsApplied > 0
          ? 'Your credits balance'
          : 'Nothing to pay';
  const progress = fulfilmentProgress(order);
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title="Payment received" description={`Thank you: order ${order.number} is paid.`} />
      <section aria-labelledby="bought" className="grid gap-3 rounded-lg border border-border bg-card p-5">
        <h2 id="bought" className="text-lg font-semibold">
          {orderTitle(order)}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Amount paid</dt>
          <dd>{orderTotal(order)}</dd>
          <dt className="text-muted-foreground">Payment method</dt>
          <dd>{paidWith}</dd>
        </dl>
        <OrderSummary priced={order} caption="What you paid for" />
        <OrderDocuments order={order} />
      </section>
      <section aria-labelledby="next" className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="next" className="text-lg font-semibold">
            What happens next
          </h2>
          <OrderStatusChip status={order.status} live />
        </div>
        <p className="text-sm">{order.status === 'completed' ? 'Done: everything you ordered is ready.' : NEXT_STEPS[order.kind]}</p>
        {progress !== null ? <FulfilmentProgress value={progress} /> : null}
        <a href={orderStatusHref(order.id)} className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
          Follow the order
        </a>
      </section>
    </div>
  );
}
