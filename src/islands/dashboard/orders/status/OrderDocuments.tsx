import type { Order } from '../../../../server/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { invoicePdfHref } from '../orders-api.ts';

/** Download links of the order's invoice and, after a refund, its credit note. */
export function OrderDocuments({ order }: { order: Pick<Order, 'invoiceId' | 'creditNoteId' | 'number'> }) {
  if (!order.invoiceId && !order.creditNoteId) return null;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {order.invoiceId ? (
        <li>
          <a href={invoicePdfHref(order.invoiceId)} download className="font-medium text-primary underline underline-offset-4">
            {m.orders_download_invoice()}
          </a>
        </li>
      ) : null}
      {order.creditNoteId ? (
        <li>
          <a href={invoicePdfHref(order.creditNoteId)} download className="font-medium text-primary underline underline-offset-4">
            {m.orders_download_credit_note()}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
