import type { Order } from '../../../../shared/orders/orders.schemas.ts';
import { formatDateTime } from '../../../ui/date-time.ts';
import { Table, TableCell, TableRow, TableRowHeader } from '../../../ui/table.tsx';
import { m } from '../../../../shared/i18n/messages.ts';
import { kindLabel, orderHref, orderTitle, orderTotal } from '../order-labels.ts';
import { OrderStatusChip } from '../OrderStatusChip.tsx';

const columns = () =>
  [
    m.orders_column_order(),
    m.orders_column_what(),
    m.orders_column_status(),
    { label: m.orders_column_total(), align: 'end' },
    m.orders_column_created(),
  ] as const;

/** Orders as a table; each number links to the order's own page. */
export function OrderRows({ orders, caption }: { orders: readonly Order[]; caption: string }) {
  return (
    <Table caption={caption} columns={columns()}>
      {orders.map((order) => (
        <TableRow key={order.id} className="align-middle hover:bg-muted/30">
          <TableRowHeader className="py-2">
            <a href={orderHref(order)} className="text-primary underline-offset-4 hover:underline">
              {order.number}
            </a>
          </TableRowHeader>
          <TableCell className="py-2">
            <span className="text-muted-foreground">{kindLabel(order.kind)} · </span>
            {orderTitle(order)}
          </TableCell>
          <TableCell className="py-2">
            <OrderStatusChip status={order.status} />
          </TableCell>
          <TableCell className="py-2 text-right tabular-nums">{orderTotal(order)}</TableCell>
          <TableCell className="py-2 whitespace-nowrap text-muted-foreground">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}
