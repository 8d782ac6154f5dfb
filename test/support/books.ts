// The books of one organization, read back as an accountant would: every document, what the
// payment provider collected and refunded (the balance paid back included), what is still due
// and the credits balance. Used by the reconciliation property test (test/api/books-property.test.ts) and its benchmark.
import type { InvoiceRecord } from '../../src/shared/invoices/invoices.schemas.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import type { Repositories } from '../../src/server/store/repositories.ts';
import { percentOf } from '../../src/server/pricing/rounding.ts';

export type Books = {
  documents: InvoiceRecord[];
  invoiced: number;
  credited: number;
  collected: number;
  refunded: number;
  due: number;
  balance: number;
};

/** What an invoice still waits for: its total less what the balance paid, while it is due. */
export const stillDue = (invoice: InvoiceRecord): number =>
  invoice.kind === 'invoice' && (invoice.paymentStatus === 'due' || invoice.paymentStatus === 'failed')
    ? invoice.total - (invoice.balancePaid ?? 0)
    : 0;

/** The organization's books now (its world has one organization: the provider's charges are its own). */
export async function readBooks(
  repositories: Repositories,
  provider: PaymentProvider,
  organizationId: string,
): Promise<Books> {
  const documents = await repositories.invoices.listSince(organizationId, '');
  const { charges } = await provider.listSucceededCharges({
    from: '2000-01-01T00:00:00.000Z',
    to: '2100-01-01T00:00:00.000Z',
    limit: 1000,
  });
  const { payouts } = await provider.listPayouts({
    from: '2000-01-01T00:00:00.000Z',
    to: '2100-01-01T00:00:00.000Z',
    limit: 1000,
  });
  const sum = (items: readonly InvoiceRecord[], pick: (d: InvoiceRecord) => number) =>
    items.reduce((total, d) => total + pick(d), 0);
  return {
    documents,
    invoiced: sum(
      documents.filter((d) => d.kind === 'invoice'),
      (d) => d.total,
    ),
    credited: sum(
      documents.filter((d) => d.kind === 'credit_note'),
      (d) => d.total,
    ),
    collected: charges.reduce((total, c) => total + c.amount, 0),
    // Charges given back, and the balance paid back to the payment method (payouts).
    refunded:
      charges.filter((c) => c.refunded).reduce((total, c) => total + c.amount, 0) +
      payouts.reduce((total, p) => total + p.amount, 0),
    due: sum(documents, stillDue),
    balance: await repositories.credits.balance(organizationId),
  };
}

/** Every way the books can fail to reconcile, in words (empty when they hold). */
export function booksProblems(books: Books): string[] {
  const problems: string[] = [];
  const left = books.invoiced - books.credited;
  const right = books.collected - books.refunded + books.due - books.balance;
  if (left !== right)
    problems.push(
      `Σ invoices − Σ credit notes = ${left}, but collected − refunded + due − balance = ${right} (${JSON.stringify({ ...books, documents: books.documents.length })})`,
    );
  if (books.balance < 0) problems.push(`the balance is negative: ${books.balance}`);
  for (const d of books.documents) {
    const base = d.subtotal - d.discount;
    if (d.total !== base + d.tax) problems.push(`${d.number}: total ${d.total} ≠ base ${base} + VAT ${d.tax}`);
    if (d.standard === 'EN16931' && d.tax !== percentOf(base, d.vatRateBp))
      problems.push(`${d.number}: VAT ${d.tax} ≠ ${d.vatRateBp / 100} % of ${base}`);
    if ((d.balancePaid ?? 0) > d.total || (d.balanceCredited ?? 0) > d.total)
      problems.push(`${d.number}: the balance's part exceeds the total`);
    if (d.allowances?.some((a) => a.reasonCode === null && a.reason.startsWith('Credits')))
      problems.push(`${d.number}: credits as a discount`);
  }
  return problems;
}
