import { addBillingPeriods } from '../billing/billing-period.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { issueDocument, pricedDocument, type DocumentAllowance, type DocumentLine } from './invoice-document.ts';
import type { InvoiceParty, InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { sellerParty } from './legal-mentions.ts';
import { seller } from './seller.ts';

/** `INV-2026-000042`: one unbroken sequence per calendar year. */
export const invoiceNumber = (prefix: 'INV' | 'CN', year: number, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

/** The counter a document number comes from. */
export const sequenceName = (prefix: 'INV' | 'CN', year: number) => `${prefix.toLowerCase()}-${year}`;

/**
 * The invoice of a paid order, from the order's stored (never recomputed) lines, discounts and
 * VAT in its currency, with both parties' legal identities as they are now. `number` comes from
 * the year's counter in the paying transaction.
 */
export function buildInvoice(input: {
  order: OrderRecord;
  organization: OrganizationRecord;
  number: string;
  issuedAt: Date;
  paymentMethod: string;
}): InvoiceRecord {
  const { order, organization, issuedAt } = input;
  return issueDocument({
    kind: 'invoice',
    number: input.number,
    issuedAt,
    ...pricedDocument(organization, order),
    period: { start: issuedAt, end: addBillingPeriods(issuedAt, order.billingCycle, 1) },
    references: { orderId: order.id, orderNumber: order.number },
    cause: { kind: 'order', orderNumber: order.number },
    // The credits balance paid its part like a payment method (orders of the older rule: an allowance).
    payment: {
      status: 'paid',
      method: input.paymentMethod,
      balance: order.amountDue === undefined ? 0 : (order.creditsApplied ?? 0),
    },
  });
}

/** A party printed on an invoice issued before e-invoicing, as the credit note that corrects it carries it. */
const legacyParty = (party: InvoiceParty): InvoiceParty => ({
  ...party,
  address: party.address ?? null,
  siren: party.siren ?? null,
});

/**
 * A credit note that gives an invoice's whole amount back: the same lines, discounts, VAT and
 * parties, referring to the invoice it corrects (EN 16931 type 381, BT-25). An invoice issued
 * before e-invoicing is credited in one line of its amount before VAT.
 */
export function buildCreditNote(
  invoice: InvoiceRecord,
  number: string,
  issuedAt: Date,
  reason: string,
  toBalance = 0,
): InvoiceRecord {
  const current = invoice.standard === 'EN16931';
  const lines: DocumentLine[] = current
    ? invoice.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitAmount: line.unitAmount,
      }))
    : [
        {
          description: `Credit for invoice ${invoice.number}`,
          quantity: 1,
          unitAmount: invoice.subtotal - invoice.discount,
        },
      ];
  const allowances: DocumentAllowance[] = current
    ? (invoice.allowances ?? []).map(({ vatCategory: _c, vatRateBp: _r, ...allowance }) => allowance)
    : [];
  return issueDocument({
    kind: 'credit_note',
    number,
    issuedAt,
    organizationId: invoice.organizationId,
    buyer: legacyParty(invoice.buyer),
    seller: current ? invoice.seller : sellerParty(seller()),
    currency: invoice.currency,
    rate: invoice.rate,
    totalUsdCents: invoice.totalUsdCents,
    vat: { rateBp: invoice.vatRateBp, reverseCharge: invoice.reverseCharge, country: invoice.buyer.country },
    lines,
    allowances,
    period: { start: new Date(invoice.periodStart), end: new Date(invoice.periodEnd) },
    references: {
      orderId: invoice.orderId,
      orderNumber: invoice.orderNumber,
      corrects: { id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt },
    },
    ...(invoice.orderNumber ? { cause: { kind: 'order_refund' as const, orderNumber: invoice.orderNumber } } : {}),
    // What the credits balance paid goes back to it; the rest back to the payment method.
    payment: { status: 'refunded', method: invoice.paymentMethod, balance: toBalance },
    notes: [
      {
        subjectCode: 'AAI',
        text: `Cancels invoice ${invoice.number} of ${invoice.issuedAt.slice(0, 10)} in full: ${reason}.`,
      },
    ],
  });
}
