import { invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import { creditReasonText } from '../billing/ledger-text.ts';
import { balanceCreditedEntry } from '../billing/balance-ledger.ts';
import { AppError } from '../http/app-error.ts';
import { divideRounded, formatMinorUnits } from '../../shared/money.ts';
import { percentOf } from '../pricing/rounding.ts';
import type { PriceLine, Quote } from '../../shared/pricing/pricing.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { CreditReason } from '../../shared/billing/credits.schemas.ts';
import { withLocale } from '../i18n/request-locale.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { buildChangeCreditNote, causeOfCredit } from './change-documents.ts';
import { invoicesOfPeriod } from './period-invoices.ts';
import type { BillingNotices } from '../billing/billing-notices.ts';
import type { DocumentCause } from '../../shared/invoices/invoices.schemas.ts';
import type { Proration } from './proration.ts';
import { storedSubscriptionEvent } from './subscription-event-text.ts';

/** The subscription whose period a credit note credits. */
type PeriodOf = {
  id: string;
  organizationId: string;
  invoiceId: string | null;
  periodStart: string;
  periodEnd: string;
  planId?: string;
};

/**
 * Issues, in the caller's transaction, the credit note of a lowering or a cancellation of any
 * subscription (a cluster's, a support plan's): it corrects the invoices that billed the period
 * (a cluster's change invoices too), says why as data (`cause`), and its total (VAT included) goes
 * to the credits balance, in its own currency (never converted back from US cents); the
 * organization is told and e-mailed it with its PDF. Answers the note's number, for the
 * subscription's own event. The note says why in English, as the documents' notes are issued; the
 * ledger says it in its reader's language.
 */
export async function issueProrationCredit(
  tx: Repositories,
  input: {
    id: string;
    subscription: PeriodOf;
    proration: Proration;
    organization: OrganizationRecord;
    at: Date;
    reason: CreditReason;
    clusterId: string | null;
    /** Why, as data (what was lowered from what to what); said from `reason` when absent. */
    cause?: DocumentCause;
    /** Tells the organization, e-mailing the note (with its PDF) once the transaction commits. */
    notices?: Pick<BillingNotices, 'invoiceEvent'>;
  },
): Promise<string | null> {
  const { id, subscription, proration, organization, at, reason } = input;
  // Every invoice that billed the period it credits: a cluster's changes too (the latest first).
  const periodInvoice = subscription.invoiceId ? await tx.invoices.findAny(subscription.invoiceId) : undefined;
  const corrects =
    input.clusterId !== null ? await invoicesOfPeriod(tx, subscription) : periodInvoice ? [periodInvoice] : [];
  // Never more than what was paid for the period. A change asking for more is refused: 409 and
  // nothing written (the caller's transaction rolls back). An ending (a deletion, a cancellation)
  // always goes through: its credit is limited to what the period holds (a first order's PARIS
  // discount, say, was not paid), said as an allowance on the note.
  const paid = Math.max(0, await paidForPeriod(tx, subscription));
  const ending = reason.key === 'cluster_deleted' || reason.key === 'support_cancelled';
  if (proration.quote.total > paid && !ending) {
    throw new AppError(
      409,
      'credit_exceeds_paid',
      m.error_credit_exceeds_paid({
        credit: formatMinorUnits(proration.quote.total, proration.quote.currency),
        paid: formatMinorUnits(paid, proration.quote.currency),
      }),
    );
  }
  const priced = cappedAt(proration.quote, paid);
  if (priced.total <= 0) return null;
  // Numbered only once it is issued: a refusal leaves no gap in the year's sequence.
  const year = at.getUTCFullYear();
  const number = invoiceNumber('CN', year, await tx.counters.next(sequenceName('CN', year)));
  const note = buildChangeCreditNote({
    id,
    number,
    organization,
    priced,
    issuedAt: at,
    periodEnd: new Date(subscription.periodEnd),
    corrects,
    reason: withLocale('en', () => creditReasonText(reason)),
    cause: input.cause ?? causeOfCredit(reason),
  });
  await tx.invoices.create(note);
  // The credit note's whole total, VAT included, is money the organization now holds.
  await tx.credits.add(
    balanceCreditedEntry(note, note.total, at, { key: 'credit_note', number, reason }, { clusterId: input.clusterId }),
  );
  await input.notices?.invoiceEvent(tx, note, 'credited');
  return number;
}

/**
 * What a subscription's current period still holds for the customer: its period invoice and the
 * change invoices of the period, less the credit notes that corrected them (VAT included). A
 * credit note never credits more than this.
 */
export async function paidForPeriod(tx: Repositories, subscription: PeriodOf): Promise<number> {
  const since = await tx.invoices.listSince(subscription.organizationId, subscription.periodStart);
  const invoices = since.filter(
    (d) => d.kind === 'invoice' && d.renewsSubscriptionId === subscription.id && d.periodEnd === subscription.periodEnd,
  );
  const periodInvoice = subscription.invoiceId
    ? (since.find((d) => d.id === subscription.invoiceId) ?? (await tx.invoices.findAny(subscription.invoiceId)))
    : undefined;
  if (periodInvoice && !invoices.some((d) => d.id === periodInvoice.id)) invoices.push(periodInvoice);
  // A support plan's period is also paid by the plan orders of the period (a dearer plan's difference).
  if (subscription.planId !== undefined) {
    for (const d of since.filter((d) => d.kind === 'invoice' && d.orderId && !invoices.some((i) => i.id === d.id))) {
      if ((await tx.orders.findAny(d.orderId ?? ''))?.kind === 'support') invoices.push(d);
    }
  }
  const ids = new Set(invoices.map((d) => d.id));
  const credited = since.filter(
    (d) =>
      d.kind === 'credit_note' &&
      (ids.has(d.creditsInvoiceId ?? '') || (d.correctedInvoices ?? []).some((c) => ids.has(c.id))),
  );
  return invoices.reduce((sum, d) => sum + d.total, 0) - credited.reduce((sum, d) => sum + d.total, 0);
}

/**
 * `quote` limited to a total of `max` (VAT included): an allowance takes off what the period did
 * not hold, so the note's base and its VAT still multiply out. Unchanged when within `max`.
 */
export function cappedAt(quote: Quote, max: number): Quote {
  if (quote.total <= max) return quote;
  const rateBp = quote.vat.rateBp;
  let base = divideRounded(max * 10_000, 10_000 + rateBp);
  while (base > 0 && base + percentOf(base, rateBp) > max) base -= 1;
  const cut = quote.subtotal - quote.discount - Math.max(0, base);
  const cutUsd = divideRounded(cut * quote.subtotalUsdCents, Math.max(1, quote.subtotal));
  const limit: PriceLine = {
    kind: 'proration',
    description: LIMITED_TO_PAID,
    ref: null,
    quantity: 1,
    unitMicroUsd: 0,
    amountUsdCents: -cutUsd,
    amount: -cut,
  };
  const discountUsdCents = quote.discountUsdCents + cutUsd;
  const taxUsdCents = percentOf(quote.subtotalUsdCents - discountUsdCents, rateBp);
  const tax = percentOf(Math.max(0, base), rateBp);
  return {
    ...quote,
    discounts: [...quote.discounts, limit],
    discount: quote.discount + cut,
    discountUsdCents,
    tax,
    taxUsdCents,
    total: Math.max(0, base) + tax,
    totalUsdCents: quote.subtotalUsdCents - discountUsdCents + taxUsdCents,
  };
}

/** The allowance's reason, as documents are issued (English). */
const LIMITED_TO_PAID = 'Limited to what was paid for the period';

/** The event a credit note adds to its subscription. */
export const creditedEvent = (at: Date, number: string, proration: Proration) => ({
  at: at.toISOString(),
  type: 'credited' as const,
  ...storedSubscriptionEvent({
    key: 'credited',
    number,
    remaining: proration.remainingDays,
    period: proration.periodDays,
  }),
});
