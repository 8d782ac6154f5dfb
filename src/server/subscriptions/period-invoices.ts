import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { changeInvoiceId } from './cluster-change-charges.ts';

/** The part of a cluster subscription that names its period and the invoice that opened it. */
export type BilledPeriod = {
  id: string;
  organizationId: string;
  invoiceId: string | null;
  periodStart: string;
  periodEnd: string;
};

const PAGE = 100;

/**
 * The invoices that billed a cluster subscription's current period, which a credit note of that
 * period corrects (EN 16931 BG-3): the change invoices of the period (id `change-<subscription>~…`,
 * issued since its start, for the rest of it), newest first, then the period's own invoice (its
 * order's or its renewal's). Newest first: a lowering undoes the latest raise first, so the
 * invoice a reader of one reference sees (`correctedInvoice`) is the one that billed what it takes
 * back. Reads the organization's invoices newest first, back to the period's start.
 */
export async function invoicesOfPeriod(tx: Repositories, subscription: BilledPeriod): Promise<InvoiceRecord[]> {
  const changes: InvoiceRecord[] = [];
  const changePrefix = changeInvoiceId(subscription.id, '');
  let after: { issuedAt: string; id: string } | undefined;
  for (;;) {
    const page = await tx.invoices.list(subscription.organizationId, { kind: 'invoice' }, { limit: PAGE, after });
    for (const invoice of page) {
      if (invoice.issuedAt < subscription.periodStart) break;
      if (
        invoice.id.startsWith(changePrefix) &&
        invoice.renewsSubscriptionId === subscription.id &&
        invoice.periodEnd === subscription.periodEnd
      )
        changes.push(invoice);
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE || last.issuedAt < subscription.periodStart) break;
    after = { issuedAt: last.issuedAt, id: last.id };
  }
  const period = subscription.invoiceId ? await tx.invoices.findAny(subscription.invoiceId) : undefined;
  return period && !changes.some((invoice) => invoice.id === period.id) ? [...changes, period] : changes;
}
