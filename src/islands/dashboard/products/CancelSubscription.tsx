import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductSubscription } from '../../../shared/products/product-subscriptions.schemas.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { Button } from '../../ui/button.tsx';
import { AlertDialog } from '../../ui/alert-dialog.tsx';
import { Alert } from '../../ui/alert.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { marketplaceKeys } from '../marketplace/marketplace.queries.ts';
import { periodEndDay } from './product-state.ts';
import { m } from '../../../shared/i18n/messages.ts';

/** Cancel at the end of the paid period (confirmed), or keep the product after all. */
export function CancelSubscription({ subscription }: { subscription: ProductSubscription }) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (atPeriodEnd: boolean) =>
      apiRequest<ProductSubscription>(`/api/products/subscriptions/${encodeURIComponent(subscription.id)}/cancel`, {
        method: 'POST',
        body: { atPeriodEnd },
      }),
    onSuccess: (next) => client.setQueryData(marketplaceKeys.subscription(subscription.id), next),
  });
  const end = periodEndDay(subscription.periodEnd);
  if (subscription.state === 'cancelled') return null;
  if (subscription.state === 'cancelling') {
    return (
      <div className="grid justify-items-start gap-2 text-sm">
        <p>{m.products_cancelling_note({ date: end })}</p>
        <PendingButton variant="outline" size="sm" pending={change.isPending} onClick={() => change.mutate(false)}>
          {m.products_keep_after_all()}
        </PendingButton>
        <Alert>{change.isError ? errorMessage(change.error) : undefined}</Alert>
      </div>
    );
  }
  return (
    <AlertDialog
      trigger={
        <Button variant="outline" className="justify-self-start">
          {m.products_cancel_at_period_end()}
        </Button>
      }
      title={m.products_cancel_title({ product: subscription.productName })}
      description={m.products_cancel_description({ date: end })}
      cancelLabel={m.products_keep_it()}
      confirmLabel={m.products_cancel_at_period_end()}
      destructive
      onConfirm={() => change.mutateAsync(true)}
    />
  );
}
