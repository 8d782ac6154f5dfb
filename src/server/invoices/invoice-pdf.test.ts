import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { clusterLines } from '../../shared/price-lines.ts';
import { pdfAttachment, pdfAttachmentNames, pdfFonts, pdfText, pdfXmp } from '../../../test/support/pdf-reader.ts';
import {
  changeInvoice,
  CLUSTER,
  creditNoteOf,
  LEGACY_INVOICE,
  loweredCreditNote,
  orderInvoice,
  usageInvoice,
} from '../../../test/support/invoice-shapes.ts';
import { invoiceCii } from './cii-xml.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { explainVat, legalNotes, paymentTerms } from './legal-mentions.ts';
import { printedWords } from './printed-words.ts';
import { withLocale } from '../i18n/request-locale.ts';
import { storedSentenceIn } from '../i18n/stored-sentences.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { formatRate } from '../../shared/vat-rate.ts';

// A PDF read back the way a customer's tools read it (poppler): the printed lines multiply out
// and add up, each discount is printed once, and the embedded factur-x.xml is the invoice's XML.

const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function written(invoice: InvoiceRecord): Promise<string> {
  const file = join(dir, `${invoice.number}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, await renderInvoicePdf(invoice));
  return file;
}

/** "€1,234.56", "-€65.85", "$525.26", "£12.00" → minor units. */
const minor = (money: string) => Math.round(Number(money.replace(/[^\d.-]/g, '')) * 100);
const MONEY = '-?[€£$][\\d,]+\\.\\d{2}';
// Description, quantity, unit price, VAT, amount: one printed row of the lines table.
const ROW = new RegExp(`^\\s*(.+?)\\s{2,}(-?\\d+)\\s+(${MONEY})\\s+((?:AE )?\\S+%|none)\\s+(${MONEY})\\s*$`);

function printedRows(text: string) {
  return text.split('\n').flatMap((line) => {
    const match = ROW.exec(line);
    return match
      ? [
          {
            description: match[1] ?? '',
            quantity: Number(match[2]),
            unit: minor(match[3] ?? ''),
            amount: minor(match[5] ?? ''),
          },
        ]
      : [];
  });
}

const printedTotal = (text: string, label: string) => {
  const match = new RegExp(`${label}\\s+(${MONEY})`).exec(text);
  if (!match?.[1]) throw new Error(`"${label}" is not printed`);
  return minor(match[1]);
};

describe('the invoice PDF, read back', () => {
  const invoice = orderInvoice({
    kind: 'cluster',
    lines: clusterLines(CLUSTER, catalogSeed, 'monthly'),
    currency: 'EUR',
    paris: true,
    buyer: 'fr',
    planId: 'business',
  });

  it('prints lines whose quantity × unit price is their amount, adding up to the totals', async () => {
    const text = pdfText(await written(invoice));
    const rows = printedRows(text);
    expect(rows).toHaveLength(invoice.lines.length);
    for (const row of rows) expect(row.quantity * row.unit, row.description).toBe(row.amount);
    const lines = rows.reduce((sum, row) => sum + row.amount, 0);
    expect(printedTotal(text, 'Sum of lines')).toBe(lines);
    const discounts =
      printedTotal(text, 'PARIS: 5% off your first purchase') +
      printedTotal(text, 'Business plan: 10% off list prices');
    expect(printedTotal(text, 'Total excluding VAT')).toBe(lines + discounts);
    const vat = printedTotal(text, 'VAT 20% on €[\\d,]+\\.\\d{2}');
    expect(printedTotal(text, 'Total including VAT')).toBe(lines + discounts + vat);
    expect(printedTotal(text, 'Total including VAT')).toBe(invoice.total);
  });

  it('prints each discount once, and the legal mentions', async () => {
    const text = pdfText(await written(invoice));
    expect(text.match(/PARIS/g)).toHaveLength(1);
    expect(text.match(/Business plan: 10%/g)).toHaveLength(1);
    expect(text).toContain('SIREN 732 829 320');
    expect(text).toContain('SAS au capital de 50 000 € — RCS Paris 123 456');
    expect(text).toMatch(/€40/);
    expect(text).toContain('Category of operation: services');
    expect(text).toMatch(/Service period: 26 Nov 2026 to 25 Dec 2026/);
  });

  it('embeds its EN 16931 XML as factur-x.xml, announced in the XMP metadata as PDF/A-3 Factur-X', async () => {
    const file = await written(invoice);
    expect(pdfAttachmentNames(file)).toEqual(['factur-x.xml']);
    expect(pdfAttachment(file, 'factur-x.xml')).toBe(invoiceCii(invoice));
    const xmp = pdfXmp(file);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(xmp).toMatch(
      /<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#<\/pdfaSchema:namespaceURI>/,
    );
    const fonts = pdfFonts(file);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  });

  it('is the same file every time it is downloaded', async () => {
    expect((await renderInvoicePdf(invoice)).equals(await renderInvoicePdf(invoice))).toBe(true);
  });
});

describe('the credit note PDF, read back', () => {
  const invoice = orderInvoice({
    kind: 'cluster',
    lines: clusterLines(CLUSTER, catalogSeed, 'monthly'),
    currency: 'USD',
    buyer: 'us',
  });
  const credit = creditNoteOf(invoice);

  it('says which invoice it corrects, in print and in its XML (type 381, BT-25)', async () => {
    const file = await written(credit);
    const text = pdfText(file);
    expect(text).toContain(`Credit note ${credit.number}`);
    expect(text).toContain(`Corrects invoice ${invoice.number} of 26 Nov 2026`);
    const xml = pdfAttachment(file, 'factur-x.xml');
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(
      new RegExp(`<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`),
    );
    for (const row of printedRows(text)) expect(row.quantity * row.unit).toBe(row.amount);
  });
});

describe('what a document is for, on its title line', () => {
  /** The printed text with its white space made one space (a line wraps where the page ends; Intl's thin spaces). */
  const printed = async (invoice: InvoiceRecord, locale: 'en' | 'fr' = 'en') =>
    pdfText(await withLocale(locale, () => written(invoice))).replace(/\s+/g, ' ');

  it('says a change invoice changed which cluster, from what to what, for which days', async () => {
    const invoice = changeInvoice('fr', 'EUR');
    expect(await printed(invoice)).toContain('Change of cluster web: 3 → 5 nodes, 6 – 31 Dec 2026');
    expect(await printed(invoice, 'fr')).toContain('Modification du cluster web : 3 → 5 nœuds, 6–31 déc. 2026');
    expect(await printed(invoice)).not.toMatch(/Subscription renewal/);
  });

  it('says why a credit note was issued, and lists every invoice it corrects, in print and in its XML (BG-3, BG-24)', async () => {
    const credit = loweredCreditNote('fr', 'EUR');
    const [change, order] = credit.correctedInvoices ?? [];
    expect(credit.correctedInvoice).toEqual(change);
    const file = await written(credit);
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain('Cluster web lowered: 5 → 3 nodes');
    expect(text).toContain(`Corrects invoices ${change?.number} of 6 Dec 2026 and ${order?.number} of 1 Dec 2026`);
    expect(await printed(credit, 'fr')).toContain(
      `Rectifie les factures ${change?.number} du 6 déc. 2026 et ${order?.number} du 1 déc. 2026`,
    );
    const xml = pdfAttachment(file, 'factur-x.xml');
    // BG-3 holds the first (CII D16B has one); each other is a supporting document (BG-24).
    const ids = (element: string) =>
      [
        ...xml.matchAll(new RegExp(`<ram:${element}>\\s*<ram:IssuerAssignedID>([^<]+)</ram:IssuerAssignedID>`, 'g')),
      ].map((match) => match[1]);
    expect(ids('InvoiceReferencedDocument')).toEqual([change?.number]);
    expect(ids('AdditionalReferencedDocument')).toEqual([order?.number]);
  });
});

describe('the invoice PDF of a French reader', () => {
  const invoice = orderInvoice({
    kind: 'cluster',
    lines: clusterLines(CLUSTER, catalogSeed, 'monthly'),
    currency: 'EUR',
    paris: true,
    buyer: 'fr',
    planId: 'business',
  });
  /** '1 234,56 €', '-65,85 €' → minor units. */
  const frenchMinor = (money: string) =>
    Math.round(Number(money.replace(/[\s\u202f\u00a0€]/g, '').replace(',', '.')) * 100);
  // French groups digits and sets the symbol apart with no-break spaces; poppler prints spaces.
  const FRENCH_MONEY = '-?\\d[\\d \\u202f\\u00a0]*,\\d{2}[ \\u202f\\u00a0]€';

  it('says everything in French, with the same amounts, dates and numbers', async () => {
    const text = pdfText(await withLocale('fr', () => written(invoice)));
    expect(text).toContain(`Facture ${invoice.number}`);
    for (const label of [
      'Désignation',
      'Prix unitaire',
      'Total des lignes',
      'Total HT',
      'Total TTC',
      'Vendeur',
      'Client',
    ])
      expect(text).toContain(label);
    const total = new RegExp(`Total TTC\\s+(${FRENCH_MONEY})`).exec(text)?.[1];
    expect(total && frenchMinor(total)).toBe(invoice.total);
    expect(text).toMatch(/Période de service : du 26 nov\. 2026 au 25 déc\. 2026/);
    // The legal mentions in French law's words, the same values as issued.
    // (Lines wrap where the page ends: any white space between words.)
    const printed = text.replace(/\s+/g, ' ');
    expect(printed).toContain('Retard de paiement : pénalités égales à trois fois le taux d’intérêt légal');
    expect(printed).toContain('40 € (art. L441-10 et D441-5 du Code de commerce)');
    expect(printed).toContain('Catégorie de l’opération : prestations de services.');
    expect(text).not.toMatch(/Category of operation|Late payment|Total including VAT/);
    // The lines, issued in English, printed in French too (the data they were made from, said again).
    const lines = invoice.lines.map((line) => withLocale('fr', () => storedSentenceIn(line.description, 'fr')));
    expect(lines.some((line, i) => line !== invoice.lines[i]?.description)).toBe(true);
    for (const line of lines) expect(printed).toContain(line.replace(/\s+/g, ' ').slice(0, 30));
    // The XML it embeds is the invoice's, whatever the reader's language.
    expect(pdfAttachment(await withLocale('fr', () => written(invoice)), 'factur-x.xml')).toBe(invoiceCii(invoice));
  });

  it('prints every legal sentence an invoice is issued with in French', () => {
    const issued = [
      ...legalNotes().map((note) => note.text),
      paymentTerms({
        kind: 'invoice',
        status: 'due',
        method: 'Visa •••• 4242',
        issuedAt: new Date('2026-11-26T10:00:00Z'),
      }),
      paymentTerms({
        kind: 'invoice',
        status: 'paid',
        method: 'Visa •••• 4242',
        issuedAt: new Date('2026-11-26T10:00:00Z'),
      }),
      paymentTerms({
        kind: 'credit_note',
        status: 'credited',
        method: 'Visa •••• 4242',
        issuedAt: new Date('2026-11-26T10:00:00Z'),
      }),
      paymentTerms({
        kind: 'credit_note',
        status: 'refunded',
        method: 'Visa •••• 4242',
        issuedAt: new Date('2026-11-26T10:00:00Z'),
      }),
      explainVat({ rateBp: 2000, reverseCharge: false, country: 'FR' }).note,
      explainVat({ rateBp: 1900, reverseCharge: false, country: 'DE' }).note,
      '€26.23 of this invoice was paid from the credits balance (money held VAT included).',
      '€52.46 of this credit note was credited to the credits balance (money held VAT included).',
      'Cluster prod-eu deleted before the end of its paid period; its total, VAT included, is added to your credits balance, which pays your next invoices before your payment method.',
    ];
    for (const english of issued) {
      const french = withLocale('fr', () => printedWords(english));
      expect(french, english).not.toBe(english);
      // Values are carried over, never translated: the method; the rate as French writes it.
      if (english.includes('Visa •••• 4242')) expect(french).toContain('Visa •••• 4242');
      for (const bp of [2000, 1900])
        if (english.includes(formatRate(bp, 'en'))) expect(french).toContain(formatRate(bp, 'fr'));
    }
    expect(withLocale('fr', () => printedWords('A sentence from an older release.'))).toBe(
      'A sentence from an older release.',
    );
    expect(printedWords(issued[0] ?? '')).toBe(issued[0]);
    // The methods we name ourselves are said in French; a card's brand is a name.
    const paidBy = (method: string) =>
      withLocale('fr', () =>
        printedWords(
          paymentTerms({ kind: 'invoice', status: 'paid', method, issuedAt: new Date('2026-11-26T10:00:00Z') }),
        ),
      );
    expect(paidBy('Credits balance')).toContain('Solde de crédits');
    expect(paidBy('SEPA Direct Debit •••• 1234 (mandate SK-7)')).toContain('Prélèvement SEPA •••• 1234 (mandat SK-7)');
    expect(paidBy('Visa •••• 4242')).toContain('Visa •••• 4242');
    // A credit note's reason is said in French too, its cluster's name as it is.
    expect(withLocale('fr', () => printedWords(issued.at(-1) ?? ''))).toBe(
      'Cluster prod-eu supprimé avant la fin de sa période payée\u00a0; son montant TTC est ajouté à votre solde de crédits, qui règle vos prochaines factures avant votre moyen de paiement.',
    );
  });
});

describe('a month-end usage invoice, read back', () => {
  it('prints the amount due and its due date, the credits balance paying part of it like a payment', async () => {
    const invoice = usageInvoice('de', 'GBP', 'business', 2_000);
    const text = pdfText(await written(invoice));
    expect(text).toContain('Due date: 1 Nov 2026');
    // Never a discount: no allowance of credits; the balance's part is a payment line after the total.
    expect(text).not.toMatch(/Credits applied from your balance/);
    expect(invoice.balancePaid).toBe(2_000);
    expect(printedTotal(text, 'Paid from the credits balance')).toBe(-2_000);
    expect(text).toContain('£20.00 of this invoice was paid from the credits balance');
    expect(text).toContain('Autoliquidation / Reverse charge – Art. 196 Directive 2006/112/EC');
    expect(printedTotal(text, 'Amount due')).toBe(invoice.total - 2_000);
  });
});

describe('an invoice issued before e-invoicing', () => {
  it('prints as it was issued, as a PDF/A-3 without XML', async () => {
    const file = await written(LEGACY_INVOICE);
    const text = pdfText(file);
    expect(text).toContain('Invoice INV-2026-000001');
    expect(text).toMatch(/Pool\s+4\s+€31\.82\s+20%\s+€127\.29/);
    expect(printedTotal(text, 'Total')).toBe(LEGACY_INVOICE.total);
    expect(pdfAttachmentNames(file)).toEqual([]);
    expect(pdfXmp(file)).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
  });
});
