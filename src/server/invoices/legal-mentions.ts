import { m } from '../../shared/i18n/messages.ts';
import { EU_STANDARD_RATES_BP, vatCategoryOf, type VatCategory } from '../../shared/vat.ts';
import { formatRate } from '../../shared/vat-rate.ts';
import { countryName, type StoredBillingProfile } from '../../shared/organizations/organizations.schemas.ts';
import type { Invoice, InvoiceParty } from '../../shared/invoices/invoices.schemas.ts';
import { registrationLine, sellerAddressLines, type SellerIdentity } from './seller.ts';

// What French law asks an invoice of a French seller to a business to say (CGI art. 242 nonies A,
// Code de commerce L441-9 and L441-10, and the 2026 e-invoicing reform), written once here. Each
// invoice keeps the words it was issued with; its PDF and its EN 16931 XML both print them from
// there, so the two never disagree. They are kept in English (the XML's language, and the one
// they were always issued in); a PDF prints them in its reader's language (printed-words.ts).

/** The stored words are English whatever the language of the request that issued them. */
const STORED = { locale: 'en' } as const;

/** The reverse-charge mention (Art. 196 Directive 2006/112/EC; "autoliquidation", CGI art. 283-2). */
export const REVERSE_CHARGE_MENTION = 'Autoliquidation / Reverse charge – Art. 196 Directive 2006/112/EC';
/** Services to a business outside the EU: taxable where the customer is (CGI art. 259-1). */
export const OUTSIDE_EU_MENTION =
  'TVA non applicable, art. 259-1 du CGI / VAT not applicable: services to a customer outside the EU – Art. 44 Directive 2006/112/EC';

/** Late-payment penalties (Code de commerce L441-10): three times the legal interest rate. */
export const LATE_PAYMENT_PENALTIES = m.invoice_late_payment({}, STORED);
/** The fixed recovery fee every late business payer owes (Code de commerce L441-10, D441-5). */
export const RECOVERY_FEE = m.invoice_recovery_fee({}, STORED);
export const NO_EARLY_PAYMENT_DISCOUNT = m.invoice_no_early_discount({}, STORED);
/** The category of operation the 2026 reform asks invoices to state. */
export const OPERATION_CATEGORY = m.invoice_operation_category({}, STORED);

/** How a VAT treatment is explained: its EN 16931 category, and why no VAT is charged when none is. */
export type VatExplanation = {
  category: VatCategory;
  note: string;
  exemptionReason: string | null;
  exemptionReasonCode: string | null;
};

/** The words and codes of a VAT treatment, as both the PDF and the XML give them. */
export function explainVat(vat: { rateBp: number; reverseCharge: boolean; country: string | null }): VatExplanation {
  const category = vatCategoryOf(vat);
  if (category === 'AE')
    return {
      category,
      note: REVERSE_CHARGE_MENTION,
      exemptionReason: REVERSE_CHARGE_MENTION,
      exemptionReasonCode: 'VATEX-EU-AE',
    };
  if (category === 'O')
    return {
      category,
      note: OUTSIDE_EU_MENTION,
      exemptionReason: OUTSIDE_EU_MENTION,
      exemptionReasonCode: 'VATEX-EU-O',
    };
  const country = vat.country ?? 'FR';
  const rate = formatRate(vat.rateBp, STORED.locale);
  if (country === 'FR')
    return { category, note: m.invoice_french_vat({ rate }, STORED), exemptionReason: null, exemptionReasonCode: null };
  const name = countryName(country) ?? country;
  const note =
    EU_STANDARD_RATES_BP[country] === vat.rateBp
      ? m.invoice_eu_vat_standard({ country: name, rate }, STORED)
      : m.invoice_eu_vat({ country: name, rate }, STORED);
  return { category, note, exemptionReason: null, exemptionReasonCode: null };
}

/** The legal mentions of every invoice and credit note: penalties, recovery fee, discounts, category of operation. */
export function legalNotes(): NonNullable<Invoice['notes']> {
  return [
    { subjectCode: 'PMD', text: LATE_PAYMENT_PENALTIES },
    { subjectCode: 'PMT', text: RECOVERY_FEE },
    { subjectCode: 'AAB', text: NO_EARLY_PAYMENT_DISCOUNT },
    { subjectCode: 'AAI', text: OPERATION_CATEGORY },
  ];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The service period in days, as both the PDF and the XML state it (EN 16931 BG-14): a period ends
 * where the next one starts (a month from 26 November 10:15 ends on 26 December 10:15, renewed
 * then), so its last day is the day before its end's date.
 */
export function servicePeriodDays(invoice: Pick<Invoice, 'periodStart' | 'periodEnd'>): {
  first: string;
  last: string;
} {
  const end = new Date(invoice.periodEnd);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() - 1));
  const first = invoice.periodStart.slice(0, 10);
  return { first, last: last.toISOString().slice(0, 10) < first ? first : last.toISOString().slice(0, 10) };
}

/** When and how the document is paid (or was refunded), in the words it is issued with. */
export function paymentTerms(input: {
  kind: Invoice['kind'];
  status: Invoice['paymentStatus'];
  method: string;
  issuedAt: Date;
}): string {
  const date = day(input.issuedAt);
  const { method } = input;
  if (input.kind === 'credit_note') {
    return input.status === 'credited'
      ? m.invoice_terms_credited({ date }, STORED)
      : m.invoice_terms_refunded({ method, date }, STORED);
  }
  if (input.status === 'paid' || input.status === 'refunded') return m.invoice_terms_paid({ date, method }, STORED);
  return m.invoice_terms_due({ date }, STORED);
}

/** The seller as every document prints it, from the configured identity. */
export function sellerParty(identity: SellerIdentity): InvoiceParty {
  return {
    legalName: identity.legalName,
    addressLines: sellerAddressLines(identity),
    country: identity.country,
    vatNumber: identity.vatNumber,
    address: {
      line1: identity.addressLine1,
      line2: identity.addressLine2,
      postalCode: identity.postalCode,
      city: identity.city,
      country: identity.country,
    },
    siren: identity.siren,
    registration: registrationLine(identity),
    accountId: null,
  };
}

/** The buyer as its billing profile says at issue (a copy: later profile edits never reach it). */
export function buyerParty(organization: {
  companyName: string;
  companyId: string;
  billingProfile?: StoredBillingProfile | null;
}): InvoiceParty {
  const profile = organization.billingProfile;
  if (!profile) {
    return {
      legalName: organization.companyName,
      addressLines: [],
      country: null,
      vatNumber: null,
      address: null,
      siren: null,
      registration: null,
      accountId: organization.companyId,
    };
  }
  const country = profile.country;
  return {
    legalName: profile.legalName,
    addressLines: [
      profile.addressLine1,
      profile.addressLine2,
      `${profile.postalCode} ${profile.city}`,
      countryName(country) ?? country,
    ].filter(Boolean),
    country,
    vatNumber: profile.vatNumber,
    address: {
      line1: profile.addressLine1,
      line2: profile.addressLine2,
      postalCode: profile.postalCode,
      city: profile.city,
      country,
    },
    siren: country === 'FR' ? (profile.siren ?? null) : null,
    registration: null,
    accountId: organization.companyId,
  };
}
