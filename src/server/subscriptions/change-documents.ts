import { issueDocument, pricedDocument } from '../invoices/invoice-document.ts';
import type { ClusterConfiguration, DocumentCause, InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { Quote } from '../../shared/pricing/pricing.schemas.ts';
import type { CreditReason } from '../../shared/billing/credits.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/**
 * The invoice of a raised configuration, paid at once (by the card or mandate charged, or by
 * credits). Its cause says what changed on which cluster, for the rest of the period.
 */
export function buildChangeInvoice(input: {
  id: string;
  number: string;
  organization: OrganizationRecord;
  priced: Quote;
  issuedAt: Date;
  periodEnd: Date;
  subscriptionId: string;
  paymentMethod: string;
  /** What changed on which cluster (its cause). */
  change: { cluster: string; from: ClusterConfiguration; to: ClusterConfiguration };
  /** The part of the total (VAT included) the credits balance paid. */
  balancePaid?: number;
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
    cause: {
      kind: 'change',
      ...input.change,
      periodStart: input.issuedAt.toISOString(),
      periodEnd: input.periodEnd.toISOString(),
    },
    payment: {
      status: 'paid',
      method: input.paymentMethod,
      balance: input.balancePaid ?? 0,
      collection: { attempts: 1, nextAttemptAt: null, lastError: null, paidAt: input.issuedAt.toISOString() },
    },
  });
}

/**
 * The credit note of a lowered configuration or of a deleted cluster's unused days: it corrects
 * every invoice that billed the period (`corrects`, the one whose part it credits first), and its
 * amount goes to the credits balance. Its cause says what was lowered, deleted or cancelled.
 */
export function buildChangeCreditNote(input: {
  id: string;
  number: string;
  organization: OrganizationRecord;
  priced: Quote;
  issuedAt: Date;
  periodEnd: Date;
  corrects: readonly InvoiceRecord[];
  reason: string;
  cause: DocumentCause;
}): InvoiceRecord {
  const { priced, organization, corrects } = input;
  const correctedInvoices = corrects.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
  }));
  return issueDocument({
    id: input.id,
    kind: 'credit_note',
    number: input.number,
    issuedAt: input.issuedAt,
    ...pricedDocument(organization, priced),
    period: { start: input.issuedAt, end: input.periodEnd },
    references: correctedInvoices.length > 0 ? { correctedInvoices } : {},
    cause: input.cause,
    // Its whole total, VAT included, goes to the credits balance.
    payment: { status: 'credited', method: m.invoice_method_credits({}, { locale: 'en' }), balance: 'total' },
    // Issued in English, as every stored legal word (printed in the reader's language: printed-words.ts).
    notes: [{ subjectCode: 'AAI', text: m.invoice_credit_note_balance({ reason: input.reason }, { locale: 'en' }) }],
  });
}

/** A credit note's cause from the reason it is issued for (what changed, when the caller knows it, is passed on its own). */
export function causeOfCredit(reason: CreditReason): DocumentCause {
  switch (reason.key) {
    case 'support_cancelled':
      return { kind: 'support_cancelled', plan: reason.plan };
    case 'support_lowered':
      return { kind: 'support_lowered', plan: reason.plan, to: reason.to };
    case 'cluster_deleted':
      return { kind: 'cluster_deleted', cluster: reason.cluster };
    case 'cluster_lowered':
      return { kind: 'cluster_lowered', cluster: reason.cluster };
  }
}
