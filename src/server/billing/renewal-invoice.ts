import { invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import type { InvoiceRecord } from '../invoices/invoices.schemas.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import type { Quote } from '../pricing/pricing.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import type { Currency } from '../../shared/money.ts';
import { buildCollectedInvoice } from './usage-invoice.ts';

/**
 * Issues, inside the caller's transaction, the invoice of a subscription's new period (a
 * product's, a cluster's): numbered in the year's sequence, `due` for collection from the default
 * method, or paid at once when the credits balance covered it all; the credits it drew on are
 * taken from the ledger in the same transaction.
 */
export async function issueRenewalInvoice(
  tx: Repositories,
  input: { id: string; organization: OrganizationRecord; priced: Quote; creditAppliedUsdCents: number; issuedAt: Date; periodStart: Date; periodEnd: Date; subscriptionId: string },
): Promise<InvoiceRecord> {
  const { issuedAt, organization } = input;
  const year = issuedAt.getUTCFullYear();
  const number = invoiceNumber('INV', year, await tx.counters.next(sequenceName('INV', year)));
  const built = buildCollectedInvoice({ id: input.id, number, organization, priced: input.priced, issuedAt, periodStart: input.periodStart, periodEnd: input.periodEnd, usagePeriod: null, renewsSubscriptionId: input.subscriptionId });
  const invoice: InvoiceRecord =
    built.total === 0
      ? { ...built, paymentStatus: 'paid', paymentMethod: 'Credits', prepaidAmount: 0, amountDue: 0, collection: { attempts: 0, nextAttemptAt: null, lastError: null, paidAt: issuedAt.toISOString() } }
      : built;
  await tx.invoices.create(invoice);
  await recordCreditsApplied(tx, { organizationId: organization.id, invoiceId: invoice.id, invoiceNumber: number, amountUsdCents: input.creditAppliedUsdCents, at: issuedAt });
  return invoice;
}

/**
 * The ledger entry of credits an invoice drew on (once per invoice); `native`, when known, is the
 * same in the invoice's currency, kept as is rather than converted back from US cents.
 */
export async function recordCreditsApplied(
  tx: Repositories,
  input: { organizationId: string; invoiceId: string; invoiceNumber: string; amountUsdCents: number; at: Date; native?: { amount: number; currency: Currency } },
): Promise<void> {
  if (input.amountUsdCents <= 0) return;
  await tx.credits.add({
    id: `applied-${input.invoiceId}`,
    organizationId: input.organizationId,
    createdAt: input.at.toISOString(),
    kind: 'applied',
    description: `Applied to invoice ${input.invoiceNumber}`,
    amountUsdCents: -input.amountUsdCents,
    ...(input.native ? { amount: -input.native.amount, currency: input.native.currency } : {}),
    countsInBalance: true,
    orderId: null,
    invoiceId: input.invoiceId,
    clusterId: null,
  });
}
