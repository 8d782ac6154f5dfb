import type { Order } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { invoicePdfHref } from '../orders-api.ts';
import { useCan } from '../../../auth/use-can.ts';
import { DownloadLink } from '../../../ui/download-link.tsx';

/**
 * Download links of the order's invoice and, after a refund, its credit note; none for a role
 * that may not read billing (a viewer), whom the server would refuse them (403).
 */
export function OrderDocuments({ order }: { order: Pick<Order, 'invoiceId' | 'creditNoteId' | 'number'> }) {
  const mayRead = useCan('billing.read');
  if (!mayRead || (!order.invoiceId && !order.creditNoteId)) return null;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {order.invoiceId ? (
        <li>
          <DownloadLink
            href={invoicePdfHref(order.invoiceId)}
            className="font-medium text-primary underline underline-offset-4"
          >
            {m.orders_download_invoice()}
          </DownloadLink>
        </li>
      ) : null}
      {order.creditNoteId ? (
        <li>
          <DownloadLink
            href={invoicePdfHref(order.creditNoteId)}
            className="font-medium text-primary underline underline-offset-4"
          >
            {m.orders_download_credit_note()}
          </DownloadLink>
        </li>
      ) : null}
    </ul>
  );
}
