import { useEffect, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { OrderCheckout } from '../../orders/checkout/OrderCheckout.tsx';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { navigate } from '../../shell/links.ts';
import { provisioningHref } from '../cluster-view.ts';
import { orderQueryOptions } from '../clusters.queries.ts';
import { useClusterLive } from '../use-cluster-live.ts';
import { formatMinorUnits } from '../../../../shared/money.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { richMessage } from '../../../ui/rich-message.tsx';

/**
 * The wizard's last step once the order exists: the checkout inside the slide layout, then — once
 * the order is paid, here or elsewhere (live over /ws) — the slide forward to provisioning.
 */
export function WizardCheckout({
  orderId,
  headingRef,
  onBack,
  onDone,
}: {
  orderId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onDone: () => void;
}) {
  const user = useAuth().user;
  useClusterLive(user?.id ?? '');
  const order = useQuery(orderQueryOptions(orderId));
  const status = order.data?.status;

  useEffect(() => {
    if (!status || status === 'pending_payment') return;
    onDone();
    navigate(provisioningHref({ order: orderId }));
  }, [status, orderId, onDone]);

  return (
    <section className="grid max-w-2xl gap-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {m.clusters_checkout_title()}
      </h2>
      {order.isPending ? (
        <Spinner label={m.clusters_checkout_loading()} align="start" />
      ) : order.isError ? (
        <Alert>{errorMessage(order.error)}</Alert>
      ) : order.data.status === 'cancelled' ? (
        <Alert>{m.clusters_checkout_cancelled({ number: order.data.number })}</Alert>
      ) : (
        <>
          <p>
            {richMessage(
              (slot) => {
                const code = order.data.promoCode;
                return code ? m.clusters_checkout_waiting_promo({ ...slot, code }) : m.clusters_checkout_waiting(slot);
              },
              {
                number: <strong>{order.data.number}</strong>,
                total: <strong>{formatMinorUnits(order.data.total, order.data.currency)}</strong>,
              },
            )}
          </p>
          <OrderCheckout
            orderId={orderId}
            onPaid={() => {
              onDone();
              navigate(provisioningHref({ order: orderId }));
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onBack}>
              {m.clusters_checkout_back()}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
