import { m } from '../../shared/i18n/messages.ts';
import { intlTag } from '../../shared/i18n/locale.ts';
import PDFDocument from 'pdfkit';
import { invoiceCii } from './cii-xml.ts';
import { attachFacturX } from './facturx.ts';
import { drawInvoice } from './invoice-layout.ts';
import type { Invoice } from '../../shared/invoices/invoices.schemas.ts';
import { PARSED_FONTS } from './pdf-fonts.ts';

export { FONTS } from './pdf-fonts.ts';

/** True for a document issued by the EN 16931 rules: it has a Factur-X XML. */
export const hasEInvoice = (invoice: Pick<Invoice, 'standard'>) => invoice.standard === 'EN16931';

/**
 * The PDF of an invoice or credit note: PDF/A-3b with its fonts embedded and, for every document
 * issued by the EN 16931 rules, its CII XML attached as factur-x.xml (a Factur-X invoice, EN 16931
 * profile). Older invoices print as they were issued, as PDF/A-3b without XML. The file depends
 * on the stored invoice only: the same invoice gives the same bytes.
 */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const title =
    invoice.kind === 'credit_note'
      ? m.invoice_credit_note_title({ number: invoice.number })
      : m.invoice_title({ number: invoice.number });
  const issuedAt = new Date(invoice.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: intlTag(),
    // No standard (unembedded) font is ever loaded: PDF/A embeds every font.
    font: '',
    // Dates of issue, not of rendering: a document does not change when it is downloaded again.
    info: { Title: title, Creator: 'Sovereign Kubernetes Console', Producer: 'PDFKit', CreationDate: issuedAt },
    displayTitle: true,
    compress: true,
  });
  doc.registerFont('regular', PARSED_FONTS.regular);
  doc.registerFont('bold', PARSED_FONTS.bold);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawInvoice(doc, invoice);
  if (hasEInvoice(invoice)) attachFacturX(doc, invoiceCii(invoice), issuedAt);
  doc.end();
  return done;
}
