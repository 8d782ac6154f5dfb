import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Invoice } from './invoices.schemas.ts';
import { SELLER } from './seller.ts';

// DejaVu Sans covers every European alphabet (ł, ő, ř, Greek, Cyrillic): buyers' legal names are
// printed as they are written. Read once; pdfkit subsets the font into each file.
const require = createRequire(import.meta.url);
export const FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

const formatters = new Map<string, Intl.NumberFormat>();
/** Minor units as money of the invoice's currency, e.g. 123456 EUR → "€1,234.56". */
export function formatMinor(amount: number, currency: string): string {
  let format = formatters.get(currency);
  if (!format) formatters.set(currency, (format = new Intl.NumberFormat('en-GB', { style: 'currency', currency })));
  return format.format(amount / 100);
}

const date = (iso: string) => iso.slice(0, 10);

/**
 * The PDF of an invoice or credit note, with what an EU invoice must carry (Art. 226 Directive
 * 2006/112/EC): both parties' legal names, addresses and VAT numbers, number and dates, lines
 * with unit price, quantity, VAT rate and amount, totals in the invoice's currency with the rate
 * used, the reverse-charge mention when it applies, and the payment status.
 */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${invoice.number}`, Author: SELLER.legalName }, compress: true });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: number) => formatMinor(amount, invoice.currency);
  const title = invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice';

  doc.font('bold').fontSize(20).text(`${title} ${invoice.number}`, 50, 50);
  doc.font('regular').fontSize(9).fillColor('#444');
  doc.text(`Issued ${date(invoice.issuedAt)} · ${invoiceSubject(invoice)} · Service period ${date(invoice.periodStart)} to ${date(invoice.periodEnd)}`);
  if (invoice.kind === 'credit_note') doc.text('This credit note cancels the invoice it refers to, in full.');
  doc.moveDown(1.2);

  const top = doc.y;
  const party = (heading: string, p: Invoice['seller'], x: number) => {
    doc.font('bold').fontSize(10).fillColor('#000').text(heading, x, top, { width: 230 });
    doc.font('regular').fontSize(10).text(p.legalName, { width: 230 });
    for (const line of p.addressLines) doc.text(line, { width: 230 });
    doc.text(p.vatNumber ? `VAT number: ${p.vatNumber}` : 'VAT number: none given', { width: 230 });
    return doc.y;
  };
  const bottom = Math.max(party('Seller', invoice.seller, 50), party('Customer', invoice.buyer, 310));
  doc.y = bottom + 20;

  const columns = [
    { label: 'Description', x: 50, width: 235, align: 'left' as const },
    { label: 'Qty', x: 290, width: 40, align: 'right' as const },
    { label: 'Unit price', x: 335, width: 75, align: 'right' as const },
    { label: 'VAT', x: 415, width: 40, align: 'right' as const },
    { label: 'Amount', x: 460, width: 85, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    doc.font(font).fontSize(9);
    let height = 0;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
      height = Math.max(height, doc.y - y);
    });
    doc.y = y + height + 4;
  };
  row(columns.map((c) => c.label), 'bold');
  doc.moveTo(50, doc.y).lineTo(545, doc.y).strokeColor('#999').stroke();
  doc.y += 4;
  for (const line of invoice.lines) {
    row([line.description, String(line.quantity), money(line.unitAmount), `${line.vatRateBp / 100} %`, money(line.amount)], 'regular');
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.y += 6;

  const total = (label: string, value: string, font: 'regular' | 'bold' = 'regular') => {
    const y = doc.y;
    doc.font(font).fontSize(10).text(label, 300, y, { width: 155, align: 'right' });
    doc.text(value, 460, y, { width: 85, align: 'right' });
    doc.y = y + 16;
  };
  total('Subtotal', money(invoice.subtotal));
  if (invoice.discount) total('Discounts', money(-invoice.discount));
  total(`VAT (${invoice.vatRateBp / 100} %)`, money(invoice.tax));
  total(invoice.kind === 'credit_note' ? 'Total credited' : 'Total', money(invoice.total), 'bold');
  doc.moveDown(0.5);

  doc.font('regular').fontSize(9).fillColor('#000');
  doc.text(invoice.vatNote, 50, doc.y, { width: 495 });
  if (invoice.currency !== 'USD') {
    doc.text(`Amounts in ${invoice.currency}, converted from list prices in USD at 1 USD = ${invoice.rate} ${invoice.currency} (${invoice.orderNumber ? 'rate locked on the order' : 'rate on the day of issue'}). USD total: ${formatMinor(invoice.totalUsdCents, 'USD')}.`, { width: 495 });
  }
  const STATUS: Record<Invoice['paymentStatus'], string> = {
    paid: `Paid — ${invoice.paymentMethod}`,
    refunded: `Refunded — ${invoice.paymentMethod}`,
    credited: 'Credited',
    due: 'Due — collected from your default payment method',
    failed: 'Unpaid — collection failed; we retry on days 3, 7 and 14',
  };
  const status = STATUS[invoice.paymentStatus];
  doc.font('bold').text(`Payment status: ${status}`, { width: 495 });
  doc.moveDown(1);
  doc.font('regular').fontSize(8).fillColor('#555');
  doc.text(`${SELLER.legalName} — ${SELLER.addressLines.join(', ')} — VAT ${SELLER.vatNumber}`, { width: 495 });
  doc.text(SELLER.registration, { width: 495 });
  doc.text(SELLER.paymentTerms, { width: 495 });
  doc.end();
  return done;
}

/** What an invoice bills, in a few words: its order, a month of usage or a renewal. */
function invoiceSubject(invoice: Pick<Invoice, 'orderNumber' | 'usagePeriod' | 'renewsSubscriptionId'>): string {
  if (invoice.orderNumber) return `Order ${invoice.orderNumber}`;
  if (invoice.usagePeriod) return `Usage of ${invoice.usagePeriod}`;
  return invoice.renewsSubscriptionId ? 'Subscription renewal' : 'Invoice';
}
