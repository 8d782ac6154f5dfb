import { invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import type { InvoiceRecord, RenewalSubject } from '../../shared/invoices/invoices.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { Quote } from '../../shared/pricing/pricing.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { balancePaidEntry, drawableForMany } from './balance-ledger.ts';
import { buildCollectedInvoice } from './usage-invoice.ts';

/**
 * What a renewal invoice is made of (its number aside). `priced.creditsApplied` is what the
 * credits balance was to pay when priced; what it pays is read again in the issuing transaction.
 */
export type RenewalInvoiceInput = {
  id: string;
  organization: OrganizationRecord;
  priced: Quote;
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  subscriptionId: string;
  renews: RenewalSubject;
};

/**
 * Issues, inside the caller's transaction, the invoices of subscriptions' new periods (a
 * product's, a cluster's, a support plan's): numbered in the year's sequence, the numbers reserved
 * at once and given in the batch's order (no gap: a rollback gives the block back), each taxed on
 * its full price, the credits balance paying what it can of each total (the organizations' rows
 * locked, each balance shared between its invoices), the rest `due` for collection from the
 * default method, paid at once when the balance covered it all. The invoices and the balance they
 * drew on are written in one statement each.
 */
export async function issueRenewalInvoices(
  tx: Repositories,
  inputs: readonly RenewalInvoiceInput[],
): Promise<InvoiceRecord[]> {
  const drawn = await drawableForMany(
    tx,
    inputs.map((input) => ({ organizationId: input.organization.id, amount: input.priced.creditsApplied })),
  );
  const drawnOf = new Map(inputs.map((input, k) => [input.id, drawn[k] ?? 0]));
  const invoices: InvoiceRecord[] = [];
  for (const year of new Set(inputs.map((input) => input.issuedAt.getUTCFullYear()))) {
    const ofYear = inputs.filter((input) => input.issuedAt.getUTCFullYear() === year);
    const first = await tx.counters.reserve(sequenceName('INV', year), ofYear.length);
    invoices.push(
      ...ofYear.map((input, k) =>
        renewalInvoice(input, invoiceNumber('INV', year, first + k), drawnOf.get(input.id) ?? 0),
      ),
    );
  }
  await tx.invoices.createMany(invoices);
  await tx.credits.addMany(
    invoices.flatMap((invoice) =>
      (invoice.balancePaid ?? 0) > 0
        ? [balancePaidEntry(invoice, invoice.balancePaid ?? 0, new Date(invoice.issuedAt))]
        : [],
    ),
  );
  return invoices;
}

/** A renewal's invoice with its number: `due` for what the balance did not pay, or paid at once. */
function renewalInvoice(input: RenewalInvoiceInput, number: string, balancePaid: number): InvoiceRecord {
  const { issuedAt, organization } = input;
  return buildCollectedInvoice({
    id: input.id,
    number,
    organization,
    priced: input.priced,
    issuedAt,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    usagePeriod: null,
    renewsSubscriptionId: input.subscriptionId,
    cause: {
      kind: 'renewal',
      subject: input.renews,
      periodStart: input.periodStart.toISOString(),
      periodEnd: input.periodEnd.toISOString(),
    },
    balancePaid,
  });
}
