import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { AlertDialog } from '../../../ui/alert-dialog.tsx';
import { cancelOrder } from '../orders-api.ts';
import { invalidateOrders, orderKeys } from '../orders.queries.ts';

/** "Cancel order", asked twice: nothing was charged, and a cancelled order cannot be paid. */
export function CancelOrderDialog({ order }: { order: Pick<Order, 'id' | 'number'> }) {
  const client = useQueryClient();
  const cancel = async () => {
    client.setQueryData(orderKeys.detail(order.id), await cancelOrder(order.id));
    void invalidateOrders(client);
  };
  return (
    <AlertDialog
      trigger={<Button variant="outline">{m.orders_cancel_trigger()}</Button>}
      title={m.orders_cancel_title({ number: order.number })}
      description={m.orders_cancel_description()}
      cancelLabel={m.orders_cancel_keep()}
      confirmLabel={m.orders_cancel_confirm()}
      destructive
      onConfirm={cancel}
    />
  );
}
