import { useEffect, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Button, buttonVariants } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { navigate } from '../../shell/links.ts';
import { formatMinor } from '../cluster-money.ts';
import { provisioningHref } from '../cluster-view.ts';
import { orderQueryOptions } from '../clusters.queries.ts';
import { useClusterLive } from '../use-cluster-live.ts';

/**
 * The wizard's last step once the order exists: its total, payment, and — as soon as the order is
 * paid (live over /ws) — the slide forward to provisioning.
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
            Order <strong>{order.data.number}</strong> for <strong>{formatMinor(order.data.total, order.data.currency)}</strong>
            {order.data.promoCode ? ` (with ${order.data.promoCode})` : ''} is waiting for payment. Provisioning starts the moment it is paid.
          </p>
          <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" label="Waiting for the payment" /> Waiting for the payment…
          </p>
          <div className="flex flex-wrap gap-2">
            <a className={buttonVariants()} href={`/order-status/${encodeURIComponent(orderId)}`}>
              Pay order {order.data.number}
            </a>
            <Button variant="outline" onClick={onBack}>
              Back to the review
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
