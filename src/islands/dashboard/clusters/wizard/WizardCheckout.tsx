import { useEffect, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { OrderCheckout } from '../../orders/checkout/OrderCheckout.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { navigate } from '../../shell/links.ts';
import { provisioningHref } from '../cluster-view.ts';
import { orderQueryOptions } from '../clusters.queries.ts';
import { useClusterLive } from '../use-cluster-live.ts';
import { formatMinorUnits } from '../../../../shared/money.ts';

/**
 * The wizard's last step once the order exists: the checkout inside the slide layout, then — once
 * the order is paid, here or elsewhere (live over /ws) — the slide forward to provisioning.
 */
export function WizardCheckout({ orderId, headingRef, onBack, onDone }: { orderId: string; headingRef: RefObject<HTMLHeadingElement | null>; onBack: () => void; onDone: () => void }) {
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
        Pay the order
      </h2>
      {order.isPending ? (
        <Spinner label="Loading the order" className="justify-start" />
      ) : order.isError ? (
        <FormAlert message={errorMessage(order.error)} />
      ) : order.data.status === 'cancelled' ? (
        <FormAlert message={`Order ${order.data.number} was cancelled. Go back to the review to order again.`} />
      ) : (
        <>
          <p>
            Order <strong>{order.data.number}</strong> for <strong>{formatMinorUnits(order.data.total, order.data.currency)}</strong>
            {order.data.promoCode ? ` (with ${order.data.promoCode})` : ''} is waiting for payment. Provisioning starts the moment it is paid.
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
              Back to the review
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
