import { m } from '../../shared/i18n/messages.ts';
import { errors } from '../http/app-error.ts';
import { decodeCursor, encodeCursor } from '../platform/pagination.ts';
import type { InvoiceRepository } from './invoices.repository.ts';
import type { Invoice, InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { invoiceCii } from './cii-xml.ts';
import { hasEInvoice, renderInvoicePdf } from './invoice-pdf.ts';

const toInvoice = ({ organizationId: _owner, ...invoice }: InvoiceRecord): Invoice => invoice;

/** Reading an organization's invoices and credit notes, their Factur-X PDFs and XML (made from the stored data). */
export class InvoiceService {
  #invoices: InvoiceRepository;

  constructor(invoices: InvoiceRepository) {
    this.#invoices = invoices;
  }

  async list(
    organizationId: string,
    query: { kind?: Invoice['kind']; limit: number; cursor?: string },
  ): Promise<{ items: Invoice[]; nextCursor: string | null }> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const found = await this.#invoices.list(
      organizationId,
      { kind: query.kind },
      { limit: query.limit + 1, after: after && { issuedAt: after.createdAt, id: after.id } },
    );
    const items = found.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items: items.map(toInvoice),
      nextCursor: found.length > query.limit && last ? encodeCursor({ createdAt: last.issuedAt, id: last.id }) : null,
    };
  }

  async get(organizationId: string, id: string): Promise<Invoice> {
    return toInvoice(await this.#mustFind(organizationId, id));
  }

  /** The PDF and its file name. */
  async pdf(organizationId: string, id: string): Promise<{ bytes: Buffer; filename: string }> {
    const invoice = await this.#mustFind(organizationId, id);
    return { bytes: await renderInvoicePdf(invoice), filename: `${invoice.number}.pdf` };
  }

  /** The EN 16931 CII XML alone (the factur-x.xml its PDF carries), and its file name. */
  async xml(organizationId: string, id: string): Promise<{ bytes: Buffer; filename: string }> {
    const invoice = await this.#mustFind(organizationId, id);
    if (!hasEInvoice(invoice)) {
      throw errors.notFound(m.error_invoice_no_xml({ number: invoice.number }));
    }
    return { bytes: Buffer.from(invoiceCii(toInvoice(invoice)), 'utf8'), filename: `${invoice.number}.xml` };
  }

  async #mustFind(organizationId: string, id: string): Promise<InvoiceRecord> {
    const invoice = await this.#invoices.find(organizationId, id);
    if (!invoice) throw errors.notFound(m.error_no_such_invoice());
    return invoice;
  }
}
