import { errors } from '../http/app-error.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import type { LegalArchiveEntry } from '../../shared/organization-closing/closing.schemas.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { LegalArchiveRepository } from './legal-archive.repository.ts';

/** The staff's reading of the restricted archive (the endpoints let administrators only in). */
export class LegalArchiveService {
  #archive: LegalArchiveRepository;

  constructor(archive: LegalArchiveRepository) {
    this.#archive = archive;
  }

  /** An organization's archived records, oldest first, without their snapshots. */
  async list(organizationId: string): Promise<LegalArchiveEntry[]> {
    const records = await this.#archive.listForOrganization(organizationId);
    return records.map(({ snapshot: _snapshot, ...entry }) => entry);
  }

  /** The Factur-X PDF of an archived invoice or credit note, printed from the archived document. */
  async pdf(id: string): Promise<{ bytes: Buffer; filename: string }> {
    const record = await this.#archive.find(id);
    if (!record || record.kind === 'credit_entry') throw errors.notFound(m.error_no_such_archived_record());
    const invoice = record.snapshot as InvoiceRecord;
    return { bytes: await renderInvoicePdf(invoice), filename: `${invoice.number}.pdf` };
  }
}
