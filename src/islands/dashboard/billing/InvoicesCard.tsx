import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Invoice } from '../../../shared/invoices/invoices.schemas.ts';
import { cn } from '../../lib/cn.ts';
import { inputClass } from '../../ui/input-class.ts';
import { formatDay } from '../../ui/date-time.ts';
import { LoadMore, pageItems } from '../../ui/load-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TableCell, TableRow, TableRowHeader } from '../../ui/table.tsx';
import { invoicePdfHref, invoicesQueryOptions, invoiceXmlHref, type InvoiceKindFilter } from './billing.queries.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { causeText, correctsText } from '../../../shared/document-cause.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { DownloadLink } from '../../ui/download-link.tsx';
import { QueryError } from '../../ui/query-state.tsx';

const STATUS_LABELS: Record<Invoice['paymentStatus'], () => string> = {
  paid: m.billing_invoice_status_paid,
  refunded: m.billing_invoice_status_refunded,
  credited: m.billing_invoice_status_credited,
  due: m.billing_invoice_status_due,
  failed: m.billing_invoice_status_failed,
};

const columns = () =>
  [
    m.billing_col_number(),
    m.billing_col_issued(),
    m.billing_col_for(),
    { label: m.billing_col_total(), align: 'end' },
    m.billing_col_status(),
    { label: m.billing_col_download(), hidden: true },
  ] as const;

/**
 * What a document is for: its cause (an order, a change, a renewal, a month's usage; a refund, a
 * lowering…). Older documents have none: their order, month or renewal, the invoice a credit note
 * corrects.
 */
function invoiceFor(invoice: Invoice): string {
  if (invoice.cause) return causeText(invoice.cause);
  if (invoice.orderNumber) return m.billing_invoice_for_order({ number: invoice.orderNumber });
  if (invoice.usagePeriod) return m.billing_invoice_for_usage({ period: invoice.usagePeriod });
  if (invoice.kind === 'credit_note')
    return invoice.correctedInvoice
      ? correctsText([invoice.correctedInvoice], formatDay)
      : m.billing_invoice_credit_note();
  return invoice.renewsSubscriptionId ? m.billing_invoice_for_renewal() : '—';
}

/** A credit note's total is money back: shown negative. */
const signedTotal = (invoice: Invoice) =>
  formatMinorUnits(invoice.kind === 'credit_note' ? -invoice.total : invoice.total, invoice.currency);

/** A status chip: its word says it all, the colour only repeats it. */
function StatusChip({ status }: { status: Invoice['paymentStatus'] }) {
  const tone =
    status === 'failed'
      ? 'border-destructive text-destructive'
      : status === 'due'
        ? 'border-amber-600 text-amber-800 dark:text-amber-300'
        : 'border-border text-muted-foreground';
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${tone}`}>{STATUS_LABELS[status]()}</span>
  );
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
          {m.billing_invoices_show()}
        </label>
        <select
          id={filterId}
          className={cn(inputClass, 'w-auto')}
          value={kind}
          onChange={(e) => setKind(e.target.value as InvoiceKindFilter)}
        >
          <option value="all">{m.billing_invoices_all()}</option>
          <option value="invoice">{m.billing_section_invoices()}</option>
          <option value="credit_note">{m.billing_invoices_credit_notes()}</option>
        </select>
      </div>
      {invoices.isPending ? <Spinner label={m.billing_invoices_loading()} /> : null}
      {invoices.isError ? (
        <QueryError
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
          text={(message) => m.billing_invoices_error({ error: message })}
        />
      ) : null}
      {invoices.isSuccess && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.billing_invoices_empty()}</p>
      ) : null}
      {items.length > 0 ? (
        <Table caption={m.billing_invoices_all()} columns={columns()}>
          {items.map((invoice) => (
            <TableRow key={invoice.id} data-invoice={invoice.number}>
              <TableRowHeader className="whitespace-nowrap py-2">
                {invoice.number}
                {invoice.kind === 'credit_note' ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {m.billing_invoice_credit_note()}
                  </span>
                ) : null}
              </TableRowHeader>
              <TableCell className="whitespace-nowrap py-2">{formatDay(invoice.issuedAt)}</TableCell>
              <TableCell className="min-w-56 py-2">{invoiceFor(invoice)}</TableCell>
              <TableCell numeric className="whitespace-nowrap py-2">
                {signedTotal(invoice)}
              </TableCell>
              <TableCell className="py-2">
                <StatusChip status={invoice.paymentStatus} />
              </TableCell>
              <TableCell className="whitespace-nowrap py-2">
                <DownloadLink
                  href={invoicePdfHref(invoice.id)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  PDF<span className="sr-only"> {m.billing_invoice_pdf_of({ number: invoice.number })}</span>
                </DownloadLink>
                {invoice.standard === 'EN16931' ? (
                  <DownloadLink
                    href={invoiceXmlHref(invoice.id)}
                    className="ml-3 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    XML<span className="sr-only"> {m.billing_invoice_xml_of({ number: invoice.number })}</span>
                  </DownloadLink>
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
