import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Invoice } from '../../../server/invoices/invoices.schemas.ts';
import { cn } from '../../lib/cn.ts';
import { inputClass } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { invoicePdfHref, invoicesQueryOptions, invoiceXmlHref, type InvoiceKindFilter } from './billing.queries.ts';
import { formatDay } from './format-money.ts';
import { formatMinorUnits } from '../../../shared/money.ts';

const STATUS_LABELS: Record<Invoice['paymentStatus'], string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  credited: 'Credited',
  due: 'Due',
  failed: 'Payment failed',
};

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
  const items = invoices.data?.pages.flatMap((page) => page.items) ?? [];
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
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Invoices and credit notes</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 pr-3">Number</th>
                <th scope="col" className="py-2 pr-3">Issued</th>
                <th scope="col" className="py-2 pr-3">For</th>
                <th scope="col" className="py-2 pr-3 text-right">Total</th>
                <th scope="col" className="py-2 pr-3">Status</th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((invoice) => (
                <tr key={invoice.id} className="border-b border-border" data-invoice={invoice.number}>
                  <th scope="row" className="whitespace-nowrap py-2 pr-3 text-left font-medium">
                    {invoice.number}
                    {invoice.kind === 'credit_note' ? <span className="block text-xs font-normal text-muted-foreground">Credit note</span> : null}
                  </th>
                  <td className="whitespace-nowrap py-2 pr-3">{formatDay(invoice.issuedAt)}</td>
                  <td className="whitespace-nowrap py-2 pr-3">
                    {invoice.orderNumber ? `Order ${invoice.orderNumber}` : invoice.usagePeriod ? `Usage ${invoice.usagePeriod}` : invoice.renewsSubscriptionId ? 'Subscription renewal' : '—'}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMinorUnits(invoice.total, invoice.currency)}</td>
                  <td className="py-2 pr-3">
                    <StatusChip status={invoice.paymentStatus} />
                  </td>
                  <td className="whitespace-nowrap py-2">
                    <a href={invoicePdfHref(invoice.id)} download className="font-medium text-primary underline-offset-4 hover:underline">
                      PDF<span className="sr-only"> of {invoice.number}</span>
                    </a>
                    {invoice.standard === 'EN16931' ? (
                      <a href={invoiceXmlHref(invoice.id)} download className="ml-3 font-medium text-primary underline-offset-4 hover:underline">
                        XML<span className="sr-only"> (EN 16931) of {invoice.number}</span>
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {invoices.hasNextPage ? (
        <div>
          <PendingButton variant="outline" pending={invoices.isFetchingNextPage} onClick={() => void invoices.fetchNextPage()}>
            Show more
          </PendingButton>
        </div>
      ) : null}
    </div>
  );
}
