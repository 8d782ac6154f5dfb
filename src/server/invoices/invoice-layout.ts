import type PDFDocument from 'pdfkit';
import { legalNotes, servicePeriodDays } from './legal-mentions.ts';
import type { Invoice, InvoiceParty } from './invoices.schemas.ts';
import { registrationLine, seller } from './seller.ts';
import { formatMinorUnits } from '../../shared/money.ts';

// The printed invoice: what CGI art. 242 nonies A and Art. 226 Directive 2006/112/EC ask a
// reader to find (both parties, number and dates, service period, lines that multiply out, the
// discounts once, VAT per rate with its reason, totals, payment terms and penalties). It prints
// the stored invoice only; the same words are in its factur-x.xml.

type Doc = InstanceType<typeof PDFDocument>;

const LEFT = 50;
const WIDTH = 495;
const BOTTOM = 842 - 60;
const day = (iso: string) => iso.slice(0, 10);
const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)} %`;
const spacedSiren = (siren: string) => siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

/** What an invoice bills, in a few words: its order, a month of usage or a renewal. */
function subject(invoice: Invoice): string {
  if (invoice.kind === 'credit_note' && invoice.correctedInvoice) return `Corrects invoice ${invoice.correctedInvoice.number} of ${day(invoice.correctedInvoice.issuedAt)}`;
  if (invoice.orderNumber) return `Order ${invoice.orderNumber}`;
  if (invoice.usagePeriod) return `Usage of ${invoice.usagePeriod}`;
  return invoice.renewsSubscriptionId ? 'Subscription renewal' : 'Invoice';
}

function partyBlock(doc: Doc, heading: string, party: InvoiceParty, x: number, top: number): number {
  const options = { width: 235 };
  doc.font('bold').fontSize(10).fillColor('#000').text(heading, x, top, options);
  doc.font('regular').fontSize(9.5).text(party.legalName, options);
  for (const line of party.addressLines) doc.text(line, options);
  if (party.siren) doc.text(`SIREN ${spacedSiren(party.siren)}`, options);
  doc.text(party.vatNumber ? `VAT number: ${party.vatNumber}` : 'VAT number: none', options);
  if (party.registration) doc.text(party.registration, options);
  if (party.accountId) doc.text(`Customer account: ${party.accountId}`, options);
  return doc.y;
}

const COLUMNS = [
  { label: 'Description', x: LEFT, width: 240, align: 'left' as const },
  { label: 'Qty', x: 295, width: 40, align: 'right' as const },
  { label: 'Unit price', x: 340, width: 70, align: 'right' as const },
  { label: 'VAT', x: 415, width: 45, align: 'right' as const },
  { label: 'Amount', x: 465, width: 80, align: 'right' as const },
];

function row(doc: Doc, cells: string[], font: 'regular' | 'bold') {
  if (doc.y > BOTTOM - 30) doc.addPage();
  const y = doc.y;
  doc.font(font).fontSize(9).fillColor('#000');
  let height = 0;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index];
    if (!column) return;
    doc.text(cell, column.x, y, { width: column.width, align: column.align });
    height = Math.max(height, doc.y - y);
  });
  doc.y = y + height + 4;
}

function total(doc: Doc, label: string, value: string, font: 'regular' | 'bold' = 'regular') {
  if (doc.y > BOTTOM - 20) doc.addPage();
  const y = doc.y;
  doc.font(font).fontSize(9.5).fillColor('#000').text(label, 215, y, { width: 245, align: 'right' });
  doc.text(value, 465, y, { width: 80, align: 'right' });
  doc.y = Math.max(doc.y, y + 14);
}

const rule = (doc: Doc) => {
  doc.moveTo(LEFT, doc.y).lineTo(LEFT + WIDTH, doc.y).strokeColor('#999999').stroke();
  doc.y += 5;
};

/** The VAT row's label: the rate, or why there is none. */
function vatLabel(category: string, rateBp: number, taxable: string): string {
  if (category === 'AE') return `VAT 0 % (reverse charge) on ${taxable}`;
  if (category === 'O') return `No VAT (outside the EU) on ${taxable}`;
  return `VAT ${percent(rateBp)} on ${taxable}`;
}

/** Draws the whole document on `doc`. */
export function drawInvoice(doc: Doc, invoice: Invoice): void {
  const money = (amount: number) => formatMinorUnits(amount, invoice.currency);
  const credit = invoice.kind === 'credit_note';
  doc.font('bold').fontSize(18).fillColor('#000').text(`${credit ? 'Credit note' : 'Invoice'} ${invoice.number}`, LEFT, 50);
  doc.font('regular').fontSize(9).fillColor('#333');
  const period = servicePeriodDays(invoice);
  doc.text(`Issue date: ${day(invoice.issuedAt)}   ·   ${subject(invoice)}`, { width: WIDTH });
  doc.text([`Service period: ${period.first} to ${period.last}`, ...(invoice.dueDate ? [`Due date: ${day(invoice.dueDate)}`] : [])].join('   ·   '), { width: WIDTH });
  doc.moveDown(1.2);

  const top = doc.y;
  const bottom = Math.max(partyBlock(doc, 'Seller', invoice.seller, LEFT, top), partyBlock(doc, credit ? 'Customer (credited)' : 'Customer', invoice.buyer, 310, top));
  doc.y = bottom + 18;

  row(doc, COLUMNS.map((c) => c.label), 'bold');
  rule(doc);
  for (const line of invoice.lines) {
    const vat = line.vatCategory === 'AE' ? 'AE 0 %' : line.vatCategory === 'O' ? 'none' : percent(line.vatRateBp);
    row(doc, [line.description, String(line.quantity), money(line.unitAmount), vat, money(line.amount)], 'regular');
  }
  rule(doc);

  if (invoice.standard === 'EN16931') {
    total(doc, 'Sum of lines', money(invoice.subtotal));
    for (const allowance of invoice.allowances ?? []) total(doc, allowance.reason, money(-allowance.amount));
    total(doc, 'Total excluding VAT', money(invoice.subtotal - invoice.discount));
    for (const vat of invoice.vatBreakdown ?? []) total(doc, vatLabel(vat.category, vat.rateBp, money(vat.taxableAmount)), money(vat.taxAmount));
    total(doc, credit ? 'Total credited, including VAT' : 'Total including VAT', money(invoice.total), 'bold');
    if (invoice.prepaidAmount) total(doc, credit ? 'Refunded' : 'Paid', money(-invoice.prepaidAmount));
    total(doc, 'Amount due', money(invoice.amountDue ?? 0), 'bold');
  } else {
    // Issued before e-invoicing: its discounts were lines, its VAT one rate.
    total(doc, 'Subtotal', money(invoice.subtotal));
    if (invoice.discount) total(doc, 'Discounts', money(-invoice.discount));
    total(doc, `VAT (${invoice.vatRateBp / 100} %)`, money(invoice.tax));
    total(doc, credit ? 'Total credited' : 'Total', money(invoice.total), 'bold');
  }
  doc.moveDown(0.6);

  const paragraph = (text: string, font: 'regular' | 'bold' = 'regular', size = 9) => {
    if (doc.y > BOTTOM - 20) doc.addPage();
    doc.font(font).fontSize(size).fillColor('#000').text(text, LEFT, doc.y, { width: WIDTH });
  };
  paragraph(invoice.vatNote, 'bold');
  if (invoice.currency !== 'USD') {
    paragraph(`Amounts in ${invoice.currency}, from list prices in USD at 1 USD = ${invoice.rate} ${invoice.currency} (${invoice.orderNumber ? 'rate locked on the order' : 'rate on the day of issue'}). USD total: ${formatMinorUnits(invoice.totalUsdCents, 'USD')}.`);
  }
  paragraph(invoice.paymentTerms ?? `Payment: ${invoice.paymentMethod}.`);
  doc.moveDown(0.6);
  const notes = invoice.notes ?? legalNotes();
  for (const note of notes) paragraph(note.text, 'regular', 8);
  doc.moveDown(0.6);
  const identity = invoice.seller.registration ?? registrationLine(seller());
  paragraph(`${invoice.seller.legalName} — ${invoice.seller.addressLines.join(', ')} — VAT ${invoice.seller.vatNumber ?? ''} — ${identity}`, 'regular', 7.5);
  if (invoice.standard === 'EN16931') paragraph('Factur-X invoice (EN 16931): its structured data is embedded in this PDF as factur-x.xml.', 'regular', 7.5);
}
