import type PDFDocument from 'pdfkit';
import { legalNotes, servicePeriodDays } from './legal-mentions.ts';
import type { Invoice, InvoiceParty } from '../../shared/invoices/invoices.schemas.ts';
import { registrationLine, seller } from './seller.ts';
import { formatMinorUnits } from '../../shared/money.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatRate } from '../../shared/vat-rate.ts';
import { printedDay, printedWords } from './printed-words.ts';
import { storedSentenceIn } from '../i18n/stored-sentences.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { causeText, correctsText } from '../../shared/document-cause.ts';

// The printed invoice: what CGI art. 242 nonies A and Art. 226 Directive 2006/112/EC ask a
// reader to find (both parties, number and dates, service period, lines that multiply out, the
// discounts once, VAT per rate with its reason, totals, payment terms and penalties). It prints
// the stored invoice only; the same words are in its factur-x.xml.

type Doc = InstanceType<typeof PDFDocument>;

const LEFT = 50;
const WIDTH = 495;
const BOTTOM = 842 - 60;
const day = printedDay;
const spacedSiren = (siren: string) => siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

/**
 * What a document is for, in a few words: its cause (an order, a change, a renewal, a month of
 * usage; a refund, a lowering…). Older documents have none: their order, month or renewal.
 */
function subject(invoice: Invoice): string {
  if (invoice.cause) return causeText(invoice.cause);
  if (invoice.kind === 'credit_note' && invoice.correctedInvoice)
    return m.invoice_subject_corrects({
      number: invoice.correctedInvoice.number,
      date: day(invoice.correctedInvoice.issuedAt),
    });
  if (invoice.orderNumber) return m.invoice_subject_order({ number: invoice.orderNumber });
  if (invoice.usagePeriod) return m.invoice_subject_usage({ period: invoice.usagePeriod });
  return invoice.renewsSubscriptionId ? m.invoice_subject_renewal() : m.invoice_subject_invoice();
}

/** The invoices a credit note corrects, every one of them (BG-3); an older note names its one in its subject. */
function correctedLine(invoice: Invoice): string | null {
  if (invoice.kind !== 'credit_note' || !invoice.cause) return null;
  const corrected = invoice.correctedInvoices ?? (invoice.correctedInvoice ? [invoice.correctedInvoice] : []);
  return corrected.length > 0 ? correctsText(corrected, day) : null;
}

function partyBlock(doc: Doc, heading: string, party: InvoiceParty, x: number, top: number): number {
  const options = { width: 235 };
  doc.font('bold').fontSize(10).fillColor('#000').text(heading, x, top, options);
  doc.font('regular').fontSize(9.5).text(party.legalName, options);
  for (const line of party.addressLines) doc.text(line, options);
  if (party.siren) doc.text(`SIREN ${spacedSiren(party.siren)}`, options);
  doc.text(party.vatNumber ? m.invoice_vat_number({ number: party.vatNumber }) : m.invoice_vat_number_none(), options);
  if (party.registration) doc.text(party.registration, options);
  if (party.accountId) doc.text(m.invoice_customer_account({ account: party.accountId }), options);
  return doc.y;
}

const COLUMNS = [
  { label: m.invoice_col_description, x: LEFT, width: 240, align: 'left' as const },
  { label: m.invoice_col_quantity, x: 295, width: 40, align: 'right' as const },
  { label: m.invoice_col_unit_price, x: 340, width: 70, align: 'right' as const },
  { label: m.invoice_col_vat, x: 415, width: 45, align: 'right' as const },
  { label: m.invoice_col_amount, x: 465, width: 80, align: 'right' as const },
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
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.y += 5;
};

/** The VAT row's label: the rate, or why there is none. */
function vatLabel(category: string, rateBp: number, taxable: string): string {
  if (category === 'AE') return m.invoice_vat_reverse_charge_on({ taxable });
  if (category === 'O') return m.invoice_vat_outside_eu_on({ taxable });
  return m.invoice_vat_rate_on({ rate: formatRate(rateBp), taxable });
}

/** Draws the whole document on `doc`. */
export function drawInvoice(doc: Doc, invoice: Invoice): void {
  const money = (amount: number) => formatMinorUnits(amount, invoice.currency);
  const credit = invoice.kind === 'credit_note';
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#000')
    .text(
      credit ? m.invoice_credit_note_title({ number: invoice.number }) : m.invoice_title({ number: invoice.number }),
      LEFT,
      50,
    );
  doc.font('regular').fontSize(9).fillColor('#333');
  const period = servicePeriodDays(invoice);
  doc.text(`${m.invoice_issue_date({ date: day(invoice.issuedAt) })}   ·   ${subject(invoice)}`, { width: WIDTH });
  doc.text(
    [
      m.invoice_service_period({ first: day(period.first), last: day(period.last) }),
      ...(invoice.dueDate ? [m.invoice_due_date({ date: day(invoice.dueDate) })] : []),
    ].join('   ·   '),
    { width: WIDTH },
  );
  const corrects = correctedLine(invoice);
  if (corrects) doc.text(corrects, { width: WIDTH });
  doc.moveDown(1.2);

  const top = doc.y;
  const bottom = Math.max(
    partyBlock(doc, m.invoice_seller(), invoice.seller, LEFT, top),
    partyBlock(doc, credit ? m.invoice_customer_credited() : m.invoice_customer(), invoice.buyer, 310, top),
  );
  doc.y = bottom + 18;

  row(
    doc,
    COLUMNS.map((c) => c.label()),
    'bold',
  );
  rule(doc);
  for (const line of invoice.lines) {
    const vat =
      line.vatCategory === 'AE'
        ? `AE ${formatRate(0)}`
        : line.vatCategory === 'O'
          ? m.invoice_vat_none()
          : formatRate(line.vatRateBp);
    // Lines are issued in the language of the request that ordered; the PDF says them in its own.
    row(
      doc,
      [printedLine(line.description), String(line.quantity), money(line.unitAmount), vat, money(line.amount)],
      'regular',
    );
  }
  rule(doc);

  if (invoice.standard === 'EN16931') {
    total(doc, m.invoice_sum_of_lines(), money(invoice.subtotal));
    for (const allowance of invoice.allowances ?? [])
      total(doc, printedLine(allowance.reason), money(-allowance.amount));
    total(doc, m.invoice_total_excluding_vat(), money(invoice.subtotal - invoice.discount));
    for (const vat of invoice.vatBreakdown ?? [])
      total(doc, vatLabel(vat.category, vat.rateBp, money(vat.taxableAmount)), money(vat.taxAmount));
    total(
      doc,
      credit ? m.invoice_total_credited_including_vat() : m.invoice_total_including_vat(),
      money(invoice.total),
      'bold',
    );
    // The credits balance pays (or is credited) like a payment method: its part, then the method's.
    const viaBalance = (credit ? invoice.balanceCredited : invoice.balancePaid) ?? 0;
    if (viaBalance > 0)
      total(doc, credit ? m.invoice_credited_to_balance() : m.invoice_paid_from_balance(), money(-viaBalance));
    const viaMethod = (invoice.prepaidAmount ?? 0) - viaBalance;
    if (viaMethod > 0 && viaBalance > 0)
      total(
        doc,
        credit
          ? m.invoice_refunded_to({ method: printedWords(invoice.paymentMethod) })
          : m.invoice_paid_by({ method: printedWords(invoice.paymentMethod) }),
        money(-viaMethod),
      );
    else if (viaMethod > 0) total(doc, credit ? m.invoice_refunded() : m.invoice_paid(), money(-viaMethod));
    total(doc, m.invoice_amount_due(), money(invoice.amountDue ?? 0), 'bold');
  } else {
    // Issued before e-invoicing: its discounts were lines, its VAT one rate.
    total(doc, m.invoice_subtotal(), money(invoice.subtotal));
    if (invoice.discount) total(doc, m.invoice_discounts(), money(-invoice.discount));
    total(doc, m.invoice_vat_rate({ rate: formatRate(invoice.vatRateBp) }), money(invoice.tax));
    total(doc, credit ? m.invoice_total_credited() : m.invoice_total(), money(invoice.total), 'bold');
  }
  doc.moveDown(0.6);

  const paragraph = (text: string, font: 'regular' | 'bold' = 'regular', size = 9) => {
    if (doc.y > BOTTOM - 20) doc.addPage();
    doc.font(font).fontSize(size).fillColor('#000').text(text, LEFT, doc.y, { width: WIDTH });
  };
  paragraph(printedWords(invoice.vatNote), 'bold');
  if (invoice.currency !== 'USD') {
    const rate = {
      currency: invoice.currency,
      rate: invoice.rate,
      usd: formatMinorUnits(invoice.totalUsdCents, 'USD'),
    };
    paragraph(invoice.orderNumber ? m.invoice_rate_on_order(rate) : m.invoice_rate_on_issue(rate));
  }
  paragraph(
    invoice.paymentTerms
      ? printedWords(invoice.paymentTerms)
      : m.invoice_payment_method({ method: invoice.paymentMethod }),
  );
  doc.moveDown(0.6);
  const notes = invoice.notes ?? legalNotes();
  for (const note of notes) paragraph(printedWords(note.text), 'regular', 8);
  doc.moveDown(0.6);
  const identity = invoice.seller.registration ?? registrationLine(seller());
  paragraph(
    m.invoice_seller_footer({
      name: invoice.seller.legalName,
      address: invoice.seller.addressLines.join(', '),
      vat: invoice.seller.vatNumber ?? '',
      registration: identity,
    }),
    'regular',
    7.5,
  );
  if (invoice.standard === 'EN16931') paragraph(m.invoice_facturx_notice(), 'regular', 7.5);
}

/** A line or allowance as issued, in the language the PDF is printed in (when one of our messages made it). */
function printedLine(issued: string): string {
  return storedSentenceIn(issued, currentLocale());
}
