import type { Order } from '../../../server/orders/orders.schemas.ts';
import { formatDateTime, KIND_LABELS, orderHref, orderTitle, orderTotal } from '../order-labels.ts';
import { OrderStatusChip } from '../OrderStatusChip.tsx';

/** Orders as a table; each number links to the order's own page. */
export function OrderRows({ orders, caption }: { orders: readonly Order[]; caption: string }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Order
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              What
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Total
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Created
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-border hover:bg-muted/30">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <a href={orderHref(order)} className="text-primary underline-offset-4 hover:underline">
                  {order.number}
                </a>
              </th>
              <td className="px-3 py-2">
                <span className="text-muted-foreground">{KIND_LABELS[order.kind]} · </span>
                {orderTitle(order)}
              </td>
              <td className="px-3 py-2">
                <OrderStatusChip status={order.status} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{orderTotal(order)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
