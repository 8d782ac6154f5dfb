import type { InvoiceChargeMatcher } from '../orders/payment-recovery.ts';
import type { SucceededCharge } from '../payments/payment-provider.ts';
import type { Repositories } from '../store/repositories.ts';
import { subscriptionOfChangeInvoice } from '../subscriptions/cluster-change-charges.ts';

/** The idempotency key of the `attempt`-th collection attempt of an invoice (monthly-invoicing.ts). */
export const collectionKey = (invoiceId: string, attempt: number) => `${invoiceId}-${attempt}`;

/**
 * What holds a charge paying an invoice, for the reconciliation sweep. A cluster change's charge
 * is held by its change, finished first when a crash left it pending (cluster-change-charges.ts).
 * A collected invoice's (a renewal, the month end) is held when the invoice is paid by that very
 * attempt; a collection the process died in is finished first by running the same attempt again,
 * which the provider answers with its first charge: the invoice is paid, nothing is charged twice.
 */
export function invoiceChargeMatcher(deps: {
  repositories: Repositories;
  changes: { holds: (charge: SucceededCharge) => Promise<{ held: boolean; organizationId: string | null }> };
  collect: (invoiceId: string) => Promise<unknown>;
}): InvoiceChargeMatcher {
  return async (charge) => {
    const invoiceId = charge.reference?.id ?? '';
    if (subscriptionOfChangeInvoice(invoiceId)) return deps.changes.holds(charge);
    let invoice = await deps.repositories.invoices.findAny(invoiceId);
    if (!invoice) return { held: false, organizationId: null };
    const organizationId = invoice.organizationId;
    // A change invoice of an older release (its id is its charge's key) is issued with its charge.
    if (invoiceId.startsWith('change-')) return { held: charge.idempotencyKey === invoiceId, organizationId };
    const unpaid = invoice.paymentStatus === 'due' || invoice.paymentStatus === 'failed';
    if (unpaid && charge.idempotencyKey === collectionKey(invoice.id, (invoice.collection?.attempts ?? 0) + 1)) {
      await deps.collect(invoice.id);
      invoice = await deps.repositories.invoices.findAny(invoiceId);
    }
    return {
      held:
        invoice?.paymentStatus === 'paid' &&
        charge.idempotencyKey === collectionKey(invoice.id, invoice.collection?.attempts ?? 0),
      organizationId,
    };
  };
}
