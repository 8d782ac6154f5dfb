import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../ui/dialog.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { cancelOrder } from '../orders-api.ts';
import { invalidateOrders, orderKeys } from '../orders.queries.ts';

/** "Cancel order", asked twice: nothing was charged, and a cancelled order cannot be paid. */
export function CancelOrderDialog({ order }: { order: Pick<Order, 'id' | 'number'> }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      client.setQueryData(orderKeys.detail(order.id), await cancelOrder(order.id));
      void invalidateOrders(client);
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">{m.orders_cancel_trigger()}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.orders_cancel_title({ number: order.number })}</DialogTitle>
          <DialogDescription>{m.orders_cancel_description()}</DialogDescription>
        </DialogHeader>
        <FormAlert message={error ?? undefined} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {m.orders_cancel_keep()}
            </Button>
          </DialogClose>
          <PendingButton variant="destructive" pending={pending} onClick={() => void confirm()}>
            {m.orders_cancel_confirm()}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
