import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Invoice } from '../../../server/invoices/invoices.schemas.ts';
import { cn } from '../../lib/cn.ts';
import { inputClass } from '../../ui/input-class.ts';
import { formatDay } from '../../ui/date-time.ts';
import { LoadMore, pageItems } from '../../ui/load-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TableCell, TableRow, TableRowHeader } from '../../ui/table.tsx';
import { invoicePdfHref, invoicesQueryOptions, invoiceXmlHref, type InvoiceKindFilter } from './billing.queries.ts';
import { formatMinorUnits } from '../../../shared/money.ts';

const STATUS_LABELS: Record<Invoice['paymentStatus'], string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  credited: 'Credited',
  due: 'Due',
  failed: 'Payment failed',
};

const COLUMNS = ['Number', 'Issued', 'For', { label: 'Total', align: 'end' }, 'Status', { label: 'Download', hidden: true }] as const;

/** A status chip: its word says it all, the colour only repeats it. */
function StatusChip({ status }: { status: Invoice['paymentStatus'] }) {
  const tone =
    status === 'failed'
      ? 'border-destructive text-destructive'
      : status === 'due'
        ? 'border-amber-600 text-amber-800 dark:text-amber-300'
        : 'border-border text-muted-foreground';
  return <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${tone}`}>{STATUS_LABELS[status]}</span>;
}

/** /billing: invoices and credit notes, newest first, with their PDFs. */
export function InvoicesCard() {
  const [kind, setKind] = useState<InvoiceKindFilter>('all');
  const filterId = useId();
  const invoices = useInfiniteQuery(invoicesQueryOptions(kind));
  const items = pageItems(invoices.data);
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium">
          Show
        </label>
        <select id={filterId} className={cn(inputClass, 'w-auto')} value={kind} onChange={(e) => setKind(e.target.value as InvoiceKindFilter)}>
          <option value="all">Invoices and credit notes</option>
          <option value="invoice">Invoices</option>
          <option value="credit_note">Credit notes</option>
        </select>
      </div>
      {invoices.isPending ? <Spinner label="Loading the invoices" /> : null}
      {invoices.isError ? <p role="alert" className="text-sm text-destructive">Could not load the invoices. {invoices.error.message}</p> : null}
      {invoices.isSuccess && items.length === 0 ? <p className="text-sm text-muted-foreground">Nothing issued yet.</p> : null}
      {items.length > 0 ? (
        <Table caption="Invoices and credit notes" columns={COLUMNS}>
          {items.map((invoice) => (
            <TableRow key={invoice.id} data-invoice={invoice.number}>
              <TableRowHeader className="whitespace-nowrap py-2">
                {invoice.number}
                {invoice.kind === 'credit_note' ? <span className="block text-xs font-normal text-muted-foreground">Credit note</span> : null}
              </TableRowHeader>
              <TableCell className="whitespace-nowrap py-2">{formatDay(invoice.issuedAt)}</TableCell>
              <TableCell className="whitespace-nowrap py-2">
                {invoice.orderNumber ? `Order ${invoice.orderNumber}` : invoice.usagePeriod ? `Usage ${invoice.usagePeriod}` : invoice.renewsSubscriptionId ? 'Subscription renewal' : '—'}
              </TableCell>
              <TableCell numeric className="py-2">{formatMinorUnits(invoice.total, invoice.currency)}</TableCell>
              <TableCell className="py-2">
                <StatusChip status={invoice.paymentStatus} />
              </TableCell>
              <TableCell className="whitespace-nowrap py-2">
                <a href={invoicePdfHref(invoice.id)} download className="font-medium text-primary underline-offset-4 hover:underline">
                  PDF<span className="sr-only"> of {invoice.number}</span>
                </a>
                {invoice.standard === 'EN16931' ? (
                  <a href={invoiceXmlHref(invoice.id)} download className="ml-3 font-medium text-primary underline-offset-4 hover:underline">
                    XML<span className="sr-only"> (EN 16931) of {invoice.number}</span>
                  </a>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </Table>
      ) : null}
      <LoadMore query={invoices} />
    </div>
  );
}
