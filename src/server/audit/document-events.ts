import type { AuditAction } from '../../shared/audit/audit-actions.ts';
import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';

/**
 * The audit entry of an accounting document issued: an invoice or a credit note, its number and
 * total (VAT included). Its id is the document's: written in the transaction that stores the
 * document, once however often that runs.
 */
export function documentIssuedEvent(document: InvoiceRecord): AuditEventRecord {
  const credit = document.kind === 'credit_note';
  return {
    id: `document-issued-${document.id}`,
    at: new Date().toISOString(),
    actorId: null,
    action: (credit ? 'credit_note.issued' : 'invoice.issued') satisfies AuditAction,
    result: 'success',
    ip: '',
    userAgent: '',
    // Stored data, in no reader's language: the number, the total in major units and the currency.
    detail: `${document.number}: ${(document.total / 100).toFixed(2)} ${document.currency}, VAT included`,
    organizationId: document.organizationId,
    targetType: credit ? 'credit_note' : 'invoice',
    targetId: document.id,
    requestId: null,
  };
}
