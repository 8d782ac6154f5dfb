import { invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import type { InvoiceRecord } from '../invoices/invoices.schemas.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import type { Quote } from '../pricing/pricing.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import type { Currency } from '../../shared/money.ts';
import type { CreditEntryRecord } from './credits.schemas.ts';
import { storedLedgerText } from './ledger-text.ts';
import { buildCollectedInvoice } from './usage-invoice.ts';

/** What a renewal invoice is made of (its number aside). */
export type RenewalInvoiceInput = { id: string; organization: OrganizationRecord; priced: Quote; creditAppliedUsdCents: number; issuedAt: Date; periodStart: Date; periodEnd: Date; subscriptionId: string };

/**
 * Issues, inside the caller's transaction, the invoice of a subscription's new period (a
 * product's, a cluster's): numbered in the year's sequence, `due` for collection from the default
 * method, or paid at once when the credits balance covered it all; the credits it drew on are
 * taken from the ledger in the same transaction.
 */
export async function issueRenewalInvoice(tx: Repositories, input: RenewalInvoiceInput): Promise<InvoiceRecord> {
  const year = input.issuedAt.getUTCFullYear();
  const invoice = renewalInvoice(input, invoiceNumber('INV', year, await tx.counters.next(sequenceName('INV', year))));
  await tx.invoices.create(invoice);
  await recordCreditsApplied(tx, { organizationId: input.organization.id, invoiceId: invoice.id, invoiceNumber: invoice.number, amountUsdCents: input.creditAppliedUsdCents, at: input.issuedAt });
  return invoice;
}

/**
 * `issueRenewalInvoice` for a batch in the caller's transaction: the year's numbers reserved at
 * once and given in the batch's order (no gap: a rollback gives the block back), the invoices
 * and the credits they drew on written in one statement each.
 */
export async function issueRenewalInvoices(tx: Repositories, inputs: readonly RenewalInvoiceInput[]): Promise<InvoiceRecord[]> {
  const invoices: InvoiceRecord[] = [];
  for (const year of new Set(inputs.map((input) => input.issuedAt.getUTCFullYear()))) {
    const ofYear = inputs.filter((input) => input.issuedAt.getUTCFullYear() === year);
    const first = await tx.counters.reserve(sequenceName('INV', year), ofYear.length);
    invoices.push(...ofYear.map((input, k) => renewalInvoice(input, invoiceNumber('INV', year, first + k))));
  }
  await tx.invoices.createMany(invoices);
  const byId = new Map(inputs.map((input) => [input.id, input]));
  await tx.credits.addMany(
    invoices.flatMap((invoice) => {
      const input = byId.get(invoice.id);
      return input && input.creditAppliedUsdCents > 0 ? [creditsAppliedEntry({ organizationId: invoice.organizationId, invoiceId: invoice.id, invoiceNumber: invoice.number, amountUsdCents: input.creditAppliedUsdCents, at: input.issuedAt })] : [];
    }),
  );
  return invoices;
}

/** A renewal's invoice with its number: `due`, or paid at once when the credits covered it all. */
function renewalInvoice(input: RenewalInvoiceInput, number: string): InvoiceRecord {
  const { issuedAt, organization } = input;
  const built = buildCollectedInvoice({ id: input.id, number, organization, priced: input.priced, issuedAt, periodStart: input.periodStart, periodEnd: input.periodEnd, usagePeriod: null, renewsSubscriptionId: input.subscriptionId });
  return built.total === 0
    ? { ...built, paymentStatus: 'paid', paymentMethod: 'Credits', prepaidAmount: 0, amountDue: 0, collection: { attempts: 0, nextAttemptAt: null, lastError: null, paidAt: issuedAt.toISOString() } }
    : built;
}

/** What a ledger entry of applied credits is made of; `native`, when known, is the same in the invoice's currency, kept as is rather than converted back from US cents. */
type CreditsApplied = { organizationId: string; invoiceId: string; invoiceNumber: string; amountUsdCents: number; at: Date; native?: { amount: number; currency: Currency } };

/** The ledger entry of credits an invoice drew on (once per invoice). */
export async function recordCreditsApplied(tx: Repositories, input: CreditsApplied): Promise<void> {
  if (input.amountUsdCents <= 0) return;
  await tx.credits.add(creditsAppliedEntry(input));
}

/** The ledger entry of the credits an invoice drew on. */
function creditsAppliedEntry(input: CreditsApplied): CreditEntryRecord {
  return {
    id: `applied-${input.invoiceId}`,
    organizationId: input.organizationId,
    createdAt: input.at.toISOString(),
    kind: 'applied',
    ...storedLedgerText({ key: 'applied', invoice: input.invoiceNumber }),
    amountUsdCents: -input.amountUsdCents,
    ...(input.native ? { amount: -input.native.amount, currency: input.native.currency } : {}),
    countsInBalance: true,
    orderId: null,
    invoiceId: input.invoiceId,
    clusterId: null,
  };
}
