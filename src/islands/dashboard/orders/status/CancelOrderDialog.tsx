import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../server/orders/orders.schemas.ts';
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
        <Button variant="outline">Cancel order</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel order {order.number}?</DialogTitle>
          <DialogDescription>Nothing has been charged. A cancelled order cannot be paid: to buy it later, order it again.</DialogDescription>
        </DialogHeader>
        <FormAlert message={error ?? undefined} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Keep the order
            </Button>
          </DialogClose>
          <PendingButton variant="destructive" pending={pending} onClick={() => void confirm()}>
            Cancel the order
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
