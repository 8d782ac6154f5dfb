import { invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import { creditReasonText, storedLedgerText } from '../billing/ledger-text.ts';
import type { CreditReason } from '../billing/credits.schemas.ts';
import { withLocale } from '../i18n/request-locale.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { buildChangeCreditNote } from './change-documents.ts';
import type { Proration } from './proration.ts';
import { storedSubscriptionEvent } from './subscription-event-text.ts';

/**
 * Issues, in the caller's transaction, the credit note of a lowering or a cancellation of any
 * subscription (a cluster's, a support plan's): it corrects the period's invoice, and its amount
 * before VAT goes to the credits balance, in its own currency (never converted back from US
 * cents). Answers the note's number, for the subscription's own event. The note says why in
 * English, as the documents' notes are issued; the ledger says it in its reader's language.
 */
export async function issueProrationCredit(
  tx: Repositories,
  input: { id: string; subscription: { invoiceId: string | null; periodEnd: string }; proration: Proration; organization: OrganizationRecord; at: Date; reason: CreditReason; clusterId: string | null },
): Promise<string> {
  const { id, subscription, proration, organization, at, reason } = input;
  const year = at.getUTCFullYear();
  const number = invoiceNumber('CN', year, await tx.counters.next(sequenceName('CN', year)));
  const corrects = subscription.invoiceId ? await tx.invoices.findAny(subscription.invoiceId) : undefined;
  await tx.invoices.create(buildChangeCreditNote({ id, number, organization, priced: proration.quote, issuedAt: at, periodEnd: new Date(subscription.periodEnd), corrects, reason: withLocale('en', () => creditReasonText(reason)) }));
  await tx.credits.add({
    id: `credit-note-${id}`,
    organizationId: organization.id,
    createdAt: at.toISOString(),
    kind: 'proration',
    ...storedLedgerText({ key: 'credit_note', number, reason }),
    amountUsdCents: proration.quote.subtotalUsdCents - proration.quote.discountUsdCents,
    amount: proration.quote.subtotal - proration.quote.discount,
    currency: proration.quote.currency,
    countsInBalance: true,
    orderId: null,
    invoiceId: id,
    clusterId: input.clusterId,
  });
  return number;
}

/** The event a credit note adds to its subscription. */
export const creditedEvent = (at: Date, number: string, proration: Proration) => ({
  at: at.toISOString(),
  type: 'credited' as const,
  ...storedSubscriptionEvent({ key: 'credited', number, remaining: proration.remainingDays, period: proration.periodDays }),
});
