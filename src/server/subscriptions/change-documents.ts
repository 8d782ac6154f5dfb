import { issueDocument, pricedDocument } from '../invoices/invoice-document.ts';
import type { InvoiceRecord } from '../invoices/invoices.schemas.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import type { Quote } from '../pricing/pricing.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The invoice of a raised configuration, paid at once (by the card or mandate charged, or by credits). */
export function buildChangeInvoice(input: {
  id: string;
  number: string;
  organization: OrganizationRecord;
  priced: Quote;
  issuedAt: Date;
  periodEnd: Date;
  subscriptionId: string;
  paymentMethod: string;
}): InvoiceRecord {
  const { priced, organization } = input;
  return issueDocument({
    id: input.id,
    kind: 'invoice',
    number: input.number,
    issuedAt: input.issuedAt,
    ...pricedDocument(organization, priced),
    period: { start: input.issuedAt, end: input.periodEnd },
    references: { renewsSubscriptionId: input.subscriptionId },
    payment: { status: 'paid', method: input.paymentMethod, collection: { attempts: 1, nextAttemptAt: null, lastError: null, paidAt: input.issuedAt.toISOString() } },
  });
}

/**
 * The credit note of a lowered configuration or of a deleted cluster's unused days: it corrects
 * the invoice of the period, and its amount before VAT goes to the credits balance.
 */
export function buildChangeCreditNote(input: {
  id: string;
  number: string;
  organization: OrganizationRecord;
  priced: Quote;
  issuedAt: Date;
  periodEnd: Date;
  corrects: InvoiceRecord | undefined;
  reason: string;
}): InvoiceRecord {
  const { priced, organization, corrects } = input;
  return issueDocument({
    id: input.id,
    kind: 'credit_note',
    number: input.number,
    issuedAt: input.issuedAt,
    ...pricedDocument(organization, priced),
    period: { start: input.issuedAt, end: input.periodEnd },
    references: corrects ? { corrects: { id: corrects.id, number: corrects.number, issuedAt: corrects.issuedAt } } : {},
    payment: { status: 'credited', method: m.invoice_method_credits({}, { locale: 'en' }) },
    // Issued in English, as every stored legal word (printed in the reader's language: printed-words.ts).
    notes: [{ subjectCode: 'AAI', text: m.invoice_credit_note_balance({ reason: input.reason }, { locale: 'en' }) }],
  });
}
