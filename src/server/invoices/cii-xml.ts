import { create } from 'xmlbuilder2';
import type { Invoice, InvoiceParty } from '../../shared/invoices/invoices.schemas.ts';
import { servicePeriodDays } from './legal-mentions.ts';

// An invoice or credit note as EN 16931 UN/CEFACT CII (D16B), the XML a Factur-X PDF carries as
// factur-x.xml (profile EN 16931). It writes what the stored invoice says, nothing recomputed:
// the amounts, the VAT breakdown and the legal mentions were fixed when it was issued. Element
// order follows the CII schema; the business terms (BT-…) are named where they are set.

const NS = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** The Factur-X EN 16931 profile (BT-24). */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

type Node = Record<string, unknown>;

/** Minor units as a decimal amount (EUR, USD and GBP have two decimals). */
const amount = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const percent = (bp: number) => String(bp / 100);
const date102 = (iso: string) => ({
  'udt:DateTimeString': { '@format': '102', '#': iso.slice(0, 10).replaceAll('-', '') },
});

function party(p: InvoiceParty, role: 'seller' | 'buyer', withVatNumber: boolean): Node {
  const address = p.address;
  return {
    // BT-46: the buyer's account with us.
    ...(role === 'buyer' && p.accountId ? { 'ram:ID': p.accountId } : {}),
    'ram:Name': p.legalName,
    // BT-33: the seller's legal form, capital and register.
    ...(role === 'seller' && p.registration ? { 'ram:Description': p.registration } : {}),
    // BT-30 / BT-47: the SIREN (ICD 0002).
    ...(p.siren ? { 'ram:SpecifiedLegalOrganization': { 'ram:ID': { '@schemeID': '0002', '#': p.siren } } } : {}),
    'ram:PostalTradeAddress': address
      ? {
          'ram:PostcodeCode': address.postalCode,
          'ram:LineOne': address.line1,
          ...(address.line2 ? { 'ram:LineTwo': address.line2 } : {}),
          'ram:CityName': address.city,
          'ram:CountryID': address.country,
        }
      : {
          ...(p.addressLines[0] ? { 'ram:LineOne': p.addressLines[0] } : {}),
          ...(p.country ? { 'ram:CountryID': p.country } : {}),
        },
    // BT-31 / BT-48.
    ...(withVatNumber && p.vatNumber
      ? { 'ram:SpecifiedTaxRegistration': { 'ram:ID': { '@schemeID': 'VA', '#': p.vatNumber } } }
      : {}),
  };
}

/** The VAT of a line, an allowance or a breakdown row; "not subject to VAT" carries no rate (BR-O-05). */
const tax = (category: string, rateBp: number) => ({
  'ram:TypeCode': 'VAT',
  'ram:CategoryCode': category,
  ...(category === 'O' ? {} : { 'ram:RateApplicablePercent': percent(rateBp) }),
});

/** The factur-x.xml of an invoice or credit note issued by the EN 16931 rules. */
export function invoiceCii(invoice: Invoice): string {
  const currency = invoice.currency;
  const period = servicePeriodDays(invoice);
  const breakdown = invoice.vatBreakdown ?? [];
  const [first, ...others] = invoice.correctedInvoices ?? (invoice.correctedInvoice ? [invoice.correctedInvoice] : []);
  // BR-O-02: a sale "not subject to VAT" names no VAT number of either party.
  const withVatNumbers = !breakdown.some((row) => row.category === 'O');
  const lines = invoice.lines.map((line, index) => ({
    'ram:AssociatedDocumentLineDocument': { 'ram:LineID': String(index + 1) },
    'ram:SpecifiedTradeProduct': { 'ram:Name': line.description },
    'ram:SpecifiedLineTradeAgreement': {
      'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(line.unitAmount) },
    },
    'ram:SpecifiedLineTradeDelivery': { 'ram:BilledQuantity': { '@unitCode': 'C62', '#': String(line.quantity) } },
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': tax(line.vatCategory ?? 'S', line.vatRateBp),
      'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': amount(line.amount) },
    },
  }));
  const allowances = (invoice.allowances ?? []).map((allowance) => ({
    'ram:ChargeIndicator': { 'udt:Indicator': 'false' },
    ...(allowance.percentBp !== null ? { 'ram:CalculationPercent': percent(allowance.percentBp) } : {}),
    ...(allowance.baseAmount !== null ? { 'ram:BasisAmount': amount(allowance.baseAmount) } : {}),
    'ram:ActualAmount': amount(allowance.amount),
    ...(allowance.reasonCode ? { 'ram:ReasonCode': allowance.reasonCode } : {}),
    'ram:Reason': allowance.reason,
    'ram:CategoryTradeTax': tax(allowance.vatCategory, allowance.vatRateBp),
  }));
  const vat = breakdown.map((row) => ({
    'ram:CalculatedAmount': amount(row.taxAmount),
    'ram:TypeCode': 'VAT',
    ...(row.exemptionReason ? { 'ram:ExemptionReason': row.exemptionReason } : {}),
    'ram:BasisAmount': amount(row.taxableAmount),
    'ram:CategoryCode': row.category,
    ...(row.exemptionReasonCode ? { 'ram:ExemptionReasonCode': row.exemptionReasonCode } : {}),
    ...(row.category === 'O' ? {} : { 'ram:RateApplicablePercent': percent(row.rateBp) }),
  }));
  const document = {
    'rsm:CrossIndustryInvoice': {
      ...Object.fromEntries(Object.entries(NS).map(([key, value]) => [`@${key}`, value])),
      'rsm:ExchangedDocumentContext': {
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': EN16931_GUIDELINE },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': invoice.number,
        // BT-3: 380 commercial invoice, 381 credit note.
        'ram:TypeCode': invoice.kind === 'credit_note' ? '381' : '380',
        'ram:IssueDateTime': date102(invoice.issuedAt),
        // BT-22: the VAT in words (TXD), then the legal mentions with their subject codes.
        'ram:IncludedNote': [{ subjectCode: 'TXD', text: invoice.vatNote }, ...(invoice.notes ?? [])].map((note) => ({
          'ram:Content': note.text,
          'ram:SubjectCode': note.subjectCode,
        })),
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': lines,
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:SellerTradeParty': party(invoice.seller, 'seller', withVatNumbers),
          'ram:BuyerTradeParty': party(invoice.buyer, 'buyer', withVatNumbers),
          // BT-14: our order.
          ...(invoice.orderNumber
            ? { 'ram:SellerOrderReferencedDocument': { 'ram:IssuerAssignedID': invoice.orderNumber } }
            : {}),
          // BG-24: each further invoice a credit note corrects (BT-122 its number, BT-123 what it is).
          ...(others.length > 0
            ? {
                'ram:AdditionalReferencedDocument': others.map((reference) => ({
                  'ram:IssuerAssignedID': reference.number,
                  'ram:TypeCode': '916',
                  'ram:Name': `Invoice also corrected by this credit note, issued ${reference.issuedAt.slice(0, 10)}`,
                })),
              }
            : {}),
        },
        'ram:ApplicableHeaderTradeDelivery': {},
        'ram:ApplicableHeaderTradeSettlement': {
          // BT-83: what to quote when paying an invoice that is due.
          ...((invoice.amountDue ?? 0) > 0 ? { 'ram:PaymentReference': invoice.number } : {}),
          'ram:InvoiceCurrencyCode': currency,
          'ram:ApplicableTradeTax': vat,
          // BG-14: the service period.
          'ram:BillingSpecifiedPeriod': {
            'ram:StartDateTime': date102(period.first),
            'ram:EndDateTime': date102(period.last),
          },
          ...(allowances.length ? { 'ram:SpecifiedTradeAllowanceCharge': allowances } : {}),
          'ram:SpecifiedTradePaymentTerms': {
            'ram:Description': invoice.paymentTerms ?? '',
            ...(invoice.dueDate ? { 'ram:DueDateDateTime': date102(invoice.dueDate) } : {}),
          },
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
            'ram:LineTotalAmount': amount(invoice.subtotal),
            'ram:ChargeTotalAmount': amount(0),
            'ram:AllowanceTotalAmount': amount(invoice.discount),
            'ram:TaxBasisTotalAmount': amount(invoice.subtotal - invoice.discount),
            'ram:TaxTotalAmount': { '@currencyID': currency, '#': amount(invoice.tax) },
            'ram:GrandTotalAmount': amount(invoice.total),
            'ram:TotalPrepaidAmount': amount(invoice.prepaidAmount ?? 0),
            'ram:DuePayableAmount': amount(invoice.amountDue ?? invoice.total),
          },
          // BG-3 (BT-25, BT-26): the invoice a credit note corrects (the first of them: CII D16B
          // holds one; the others are supporting documents, BG-24, in the trade agreement).
          ...(first
            ? {
                'ram:InvoiceReferencedDocument': {
                  'ram:IssuerAssignedID': first.number,
                  'ram:FormattedIssueDateTime': {
                    'qdt:DateTimeString': { '@format': '102', '#': first.issuedAt.slice(0, 10).replaceAll('-', '') },
                  },
                },
              }
            : {}),
        },
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, document).end({ prettyPrint: true });
}
