import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, PayInput } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { intlTag } from '../../../../shared/i18n/locale.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { orderCharge, statusLabel } from '../order-labels.ts';
import { needsAction, payOrder } from '../orders-api.ts';
import { billingKeys } from '../../billing/billing.queries.ts';
import { invalidateOrders, orderKeys, orderQueryOptions } from '../orders.queries.ts';
import { BillingProfileStep } from './BillingProfileStep.tsx';
import { OrderSummary, PromoNote } from './OrderSummary.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
import { RateLockNote } from './RateLockNote.tsx';
import { ThreeDSecureDialog } from './ThreeDSecureDialog.tsx';
import { invalidateApi } from '../../../lib/api/client.ts';

/**
 * The checkout of an order waiting for payment: what it costs (lines, discounts with PARIS, VAT
 * and its reason, total in the order's currency), then payment with a saved card, a SEPA mandate
 * or a new card, the bank's 3-D Secure screen when the card asks for it, and declines shown in
 * place while the order stays payable. `onPaid` receives the paid order.
 */
export function OrderCheckout({ orderId, onPaid }: { orderId: string; onPaid: (order: Order) => void }) {
  const client = useQueryClient();
  const query = useQuery(orderQueryOptions(orderId));
  const [challenge, setChallenge] = useState<{ id: string; order: Order } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (query.isPending) return <Spinner label={m.orders_loading_order()} />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  const order = query.data;

  const paid = (next: Order) => {
    client.setQueryData(orderKeys.detail(next.id), next);
    void invalidateOrders(client);
    onPaid(next);
  };
  /** Pays; a decline (402) is thrown back to the form that sent it, with the order refetched. */
  const pay = async (input: PayInput) => {
    setNotice(null);
    try {
      const answer = await payOrder(order.id, input);
      if (needsAction(answer)) {
        const { challenge: step, ...rest } = answer;
        setChallenge({ id: step.id, order: { ...rest, status: 'pending_payment' } });
      } else paid(answer);
    } catch (error) {
      if (error instanceof ApiError) {
        void invalidateApi(client, [orderKeys.detail(order.id)]);
        // Refused for an incomplete billing profile (changed elsewhere meanwhile): ask for it again.
        if (error.code === 'billing_profile_incomplete') void invalidateApi(client, [billingKeys.profile]);
      }
      throw error;
    }
  };

  if (order.status !== 'pending_payment' && !challenge) {
    return (
      <p className="rounded-md border border-border px-3 py-2 text-sm">
        {m.orders_checkout_nothing_to_pay({
          number: order.number,
          status: statusLabel(order.status).toLocaleLowerCase(intlTag()),
        })}
      </p>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <OrderSummary priced={order} />
        <PromoNote priced={order} />
        <RateLockNote order={order} />
      </div>
      <section aria-labelledby={`pay-${order.id}`} className="grid gap-3">
        <h3 id={`pay-${order.id}`} className="font-semibold">
          {m.orders_checkout_payment_heading()}
        </h3>
        <Alert>{notice ?? undefined}</Alert>
        <BillingProfileStep orderId={order.id}>
          <PaymentChoice
            total={order.amountDue ?? order.total}
            payLabel={m.orders_pay_amount({ amount: orderCharge(order) })}
            onPay={pay}
          />
        </BillingProfileStep>
      </section>
      {challenge ? (
        <ThreeDSecureDialog
          order={challenge.order}
          challengeId={challenge.id}
          onApproved={(next) => {
            setChallenge(null);
            paid(next);
          }}
          onRefused={(message) => {
            setChallenge(null);
            setNotice(message);
            void invalidateApi(client, [orderKeys.detail(order.id)]);
          }}
        />
      ) : null}
    </div>
  );
}
