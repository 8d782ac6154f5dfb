import { randomUUID } from 'node:crypto';
import type { OrderRecord } from '../orders/orders.schemas.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import { isEuCountry } from '../pricing/vat.ts';
import type { InvoiceRecord } from './invoices.schemas.ts';
import { SELLER } from './seller.ts';

/** `INV-2026-000042`: one unbroken sequence per calendar year. */
export const invoiceNumber = (prefix: 'INV' | 'CN', year: number, sequence: number) => `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

/** The counter a document number comes from. */
export const sequenceName = (prefix: 'INV' | 'CN', year: number) => `${prefix.toLowerCase()}-${year}`;

/** What the VAT line of the invoice says (Art. 226 Directive 2006/112/EC). */
export function vatNote(order: OrderRecord): string {
  return vatNoteOf(order.vat);
}

/** The VAT line's words for a VAT treatment. */
export function vatNoteOf(vat: { rateBp: number; reverseCharge: boolean; country: string | null }): string {
  const order = { vat };
  if (order.vat.reverseCharge) return 'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).';
  if (order.vat.rateBp === 0 && order.vat.country && !isEuCountry(order.vat.country)) {
    return 'VAT not applicable: services supplied to a customer outside the EU (Art. 44 Directive 2006/112/EC).';
  }
  return `VAT ${(order.vat.rateBp / 100).toFixed(order.vat.rateBp % 100 === 0 ? 0 : 2)} %`;
}

export function buyerOf(organization: OrganizationRecord) {
  const profile = organization.billingProfile;
  if (!profile) return { legalName: organization.companyName, addressLines: [`Billing ID ${organization.companyId}`], country: null, vatNumber: null };
  const cityLine = `${profile.postalCode} ${profile.city}`;
  const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(profile.country) ?? profile.country;
  return {
    legalName: profile.legalName,
    addressLines: [profile.addressLine1, profile.addressLine2, cityLine, country, `Billing ID ${organization.companyId}`].filter(Boolean),
    country: profile.country,
    vatNumber: profile.vatNumber,
  };
}

const addPeriod = (start: Date, cycle: 'monthly' | 'yearly') => {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

/**
 * The invoice of a paid order, from the order's stored (never recomputed) amounts in its
 * currency: its lines, discounts as negative lines, VAT and total, with both parties' legal
 * identities. `number` comes from the year's counter in the paying transaction.
 */
export function buildInvoice(input: {
  order: OrderRecord;
  organization: OrganizationRecord;
  number: string;
  issuedAt: Date;
  paymentMethod: string;
}): InvoiceRecord {
  const { order, organization, issuedAt } = input;
  const lines = [...order.lines, ...order.discounts].map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitAmount: line.quantity ? Math.round(line.amount / line.quantity) : line.amount,
    amount: line.amount,
    vatRateBp: order.vat.rateBp,
  }));
  return {
    id: randomUUID(),
    organizationId: organization.id,
    number: input.number,
    kind: 'invoice',
    orderId: order.id,
    orderNumber: order.number,
    creditsInvoiceId: null,
    issuedAt: issuedAt.toISOString(),
    periodStart: issuedAt.toISOString(),
    periodEnd: addPeriod(issuedAt, order.billingCycle).toISOString(),
    seller: { legalName: SELLER.legalName, addressLines: [...SELLER.addressLines], country: SELLER.country, vatNumber: SELLER.vatNumber },
    buyer: buyerOf(organization),
    currency: order.currency,
    rate: order.rate,
    lines,
    subtotal: order.subtotal,
    discount: order.discount,
    tax: order.tax,
    total: order.total,
    totalUsdCents: order.totalUsdCents,
    vatRateBp: order.vat.rateBp,
    reverseCharge: order.vat.reverseCharge,
    vatNote: vatNote(order),
    paymentStatus: 'paid',
    paymentMethod: input.paymentMethod,
  };
}

/** A credit note that gives an invoice's whole amount back (its lines, as credits). */
export function buildCreditNote(invoice: InvoiceRecord, number: string, issuedAt: Date, reason: string): InvoiceRecord {
  return {
    ...invoice,
    id: randomUUID(),
    number,
    kind: 'credit_note',
    creditsInvoiceId: invoice.id,
    issuedAt: issuedAt.toISOString(),
    lines: [{ description: `Credit for invoice ${invoice.number}: ${reason}`, quantity: 1, unitAmount: invoice.subtotal - invoice.discount, amount: invoice.subtotal - invoice.discount, vatRateBp: invoice.vatRateBp }],
    subtotal: invoice.subtotal - invoice.discount,
    discount: 0,
    paymentStatus: 'refunded',
  };
}
