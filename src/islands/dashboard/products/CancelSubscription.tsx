import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductSubscription } from '../../../shared/products/product-subscriptions.schemas.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { Button } from '../../ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog.tsx';
import { Alert } from '../../ui/alert.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { marketplaceKeys } from '../marketplace/marketplace.queries.ts';
import { periodEndDay } from './product-state.ts';
import { m } from '../../../shared/i18n/messages.ts';

/** Cancel at the end of the paid period (confirmed), or keep the product after all. */
export function CancelSubscription({ subscription }: { subscription: ProductSubscription }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const change = useMutation({
    mutationFn: (atPeriodEnd: boolean) =>
      apiRequest<ProductSubscription>(`/api/products/subscriptions/${encodeURIComponent(subscription.id)}/cancel`, {
        method: 'POST',
        body: { atPeriodEnd },
      }),
    onSuccess: (next) => {
      client.setQueryData(marketplaceKeys.subscription(subscription.id), next);
      setOpen(false);
    },
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
    <Dialog open={open} onOpenChange={(next) => (change.reset(), setOpen(next))}>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        {m.products_cancel_at_period_end()}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.products_cancel_title({ product: subscription.productName })}</DialogTitle>
          <DialogDescription>{m.products_cancel_description({ date: end })}</DialogDescription>
        </DialogHeader>
        <Alert>{change.isError ? errorMessage(change.error) : undefined}</Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{m.products_keep_it()}</Button>
          </DialogClose>
          <PendingButton variant="destructive" pending={change.isPending} onClick={() => change.mutate(true)}>
            {m.products_cancel_at_period_end()}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
