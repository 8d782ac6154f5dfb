import { randomUUID } from 'node:crypto';
import { formatMinorUnits, type Currency } from '../../shared/money.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { PriceLine } from '../../shared/pricing/pricing.schemas.ts';
import { documentTotals, percentOf, type VatGroup } from '../pricing/rounding.ts';
import { buyerParty, explainVat, legalNotes, paymentTerms, sellerParty } from './legal-mentions.ts';
import type {
  DocumentCause,
  Invoice,
  InvoiceParty,
  InvoiceRecord,
  InvoiceReference,
} from '../../shared/invoices/invoices.schemas.ts';
import { seller } from './seller.ts';

// The one way an invoice or a credit note is issued. A new kind of charge (a renewal, a
// proration, month-end overage, a partial credit) is just new lines: give its lines, its
// discounts and who, when and how it is paid, and the amounts, the VAT breakdown, the totals and
// the legal mentions follow the same rules as every other document (src/server/pricing/rounding.ts,
// ./legal-mentions.ts).

/** A line as issued: the amount is always quantity × unit price, computed here. */
export type DocumentLine = { description: string; quantity: number; unitAmount: number };

/** A document-level discount (positive amount), shown once. */
export type DocumentAllowance = {
  reason: string;
  reasonCode: string | null;
  amount: number;
  percentBp: number | null;
  baseAmount: number | null;
};

export type IssueInput = {
  id?: string;
  kind: Invoice['kind'];
  number: string;
  issuedAt: Date;
  organizationId: string;
  buyer: InvoiceParty;
  /** Defaults to the configured seller. */
  seller?: InvoiceParty;
  currency: Currency;
  rate: number;
  /** The same total in US cents, for reporting. */
  totalUsdCents: number;
  /** The buyer's VAT treatment (one per document: one buyer, services only). */
  vat: { rateBp: number; reverseCharge: boolean; country: string | null };
  lines: DocumentLine[];
  allowances: DocumentAllowance[];
  period: { start: Date; end: Date };
  /**
   * `corrects`: the invoice a credit note corrects; `correctedInvoices`: every invoice whose
   * period it credits, when there are several (the first is also `correctedInvoice`).
   */
  references?: Partial<Pick<Invoice, 'orderId' | 'orderNumber' | 'usagePeriod' | 'renewsSubscriptionId'>> & {
    corrects?: InvoiceReference;
    correctedInvoices?: InvoiceReference[];
  };
  /** Why it is issued (an order, a change, a renewal, a month's usage; a refund, a lowering…). */
  cause?: DocumentCause;
  /**
   * `balance`: an invoice's part (VAT included) paid from the credits balance, like a payment
   * method; a credit note's part credited to the balance (the rest back to `method`).
   */
  payment: {
    status: Invoice['paymentStatus'];
    method: string;
    collection?: Invoice['collection'];
    balance?: number | 'total';
  };
  /** More mentions for this document (a credit note's reason). */
  notes?: NonNullable<Invoice['notes']>;
};

/** Discounts are UNTDID 5189 code 95; credits from a balance carry a reason only. */
const DISCOUNT_CODE = '95';

/**
 * The lines of a priced order or quote as they are invoiced. A line whose unit price was kept
 * multiplies out as it is; one without (a unit price with a fraction of a cent, or an order priced
 * before unit prices were kept) is invoiced as one block, its quantity said in the description,
 * so no unit price is ever printed that does not multiply out.
 */
export function linesOf(priced: { lines: PriceLine[] }): DocumentLine[] {
  return priced.lines.map((line) => {
    if (line.unitAmount !== undefined && line.unitAmount * line.quantity === line.amount) {
      return { description: line.description, quantity: line.quantity, unitAmount: line.unitAmount };
    }
    if (Number.isInteger(line.quantity) && line.quantity !== 0 && line.amount % line.quantity === 0) {
      return { description: line.description, quantity: line.quantity, unitAmount: line.amount / line.quantity };
    }
    return { description: `${line.description}, quantity ${line.quantity}`, quantity: 1, unitAmount: line.amount };
  });
}

/** The discounts of a priced order or quote (negative lines there) as document-level allowances. */
export function allowancesOf(priced: { lines: PriceLine[]; discounts: PriceLine[] }): DocumentAllowance[] {
  const earlier: PriceLine[] = [];
  return priced.discounts.map((discount) => {
    const listed = priced.lines.filter((line) => discount.kind !== 'plan-discount' || line.kind !== 'support-plan');
    const base =
      listed.reduce((sum, line) => sum + line.amount, 0) +
      (discount.kind === 'promo' ? earlier.reduce((sum, d) => sum + d.amount, 0) : 0);
    earlier.push(discount);
    const amount = -discount.amount;
    // The rate and base are stated only when they give this very amount (BT-92 = BT-93 × BT-94).
    const exact = discount.percentBp !== undefined && percentOf(base, discount.percentBp) === amount;
    return {
      reason: discount.description,
      reasonCode: discount.kind === 'credit' ? null : DISCOUNT_CODE,
      amount,
      percentBp: exact ? (discount.percentBp ?? null) : null,
      baseAmount: exact ? base : null,
    };
  });
}

/** What a document takes from a priced order or quote: its currency, amounts, VAT, lines and discounts. */
export type PricedContent = {
  currency: Currency;
  rate: number;
  totalUsdCents: number;
  vat: IssueInput['vat'];
  lines: PriceLine[];
  discounts: PriceLine[];
};

/**
 * The part every document issued to an organization from a priced order or quote shares: the
 * buyer as the organization is now, and the priced content as it was stored (never recomputed).
 */
export function pricedDocument(
  organization: Parameters<typeof buyerParty>[0] & { id: string },
  priced: PricedContent,
): Pick<
  IssueInput,
  'organizationId' | 'buyer' | 'currency' | 'rate' | 'totalUsdCents' | 'vat' | 'lines' | 'allowances'
> {
  return {
    organizationId: organization.id,
    buyer: buyerParty(organization),
    currency: priced.currency,
    rate: priced.rate,
    totalUsdCents: priced.totalUsdCents,
    vat: priced.vat,
    lines: linesOf(priced),
    allowances: allowancesOf(priced),
  };
}

/** The part the credits balance paid (or was credited), said on the document and in its XML (BT-22). */
function balanceNotes(kind: Invoice['kind'], balance: number, currency: Currency): NonNullable<Invoice['notes']> {
  if (balance <= 0) return [];
  const amount = formatMinorUnits(balance, currency);
  // Issued in English, as every stored legal word (printed in the reader's language: printed-words.ts).
  const text =
    kind === 'invoice'
      ? m.invoice_note_balance_paid({ amount }, { locale: 'en' })
      : m.invoice_note_balance_credited({ amount }, { locale: 'en' });
  return [{ subjectCode: 'AAI', text }];
}

/** Issues an invoice or credit note: amounts, VAT breakdown, totals and legal mentions by one set of rules. */
export function issueDocument(input: IssueInput): InvoiceRecord {
  const vat = explainVat(input.vat);
  const group: VatGroup = { category: vat.category, rateBp: vat.category === 'S' ? input.vat.rateBp : 0 };
  // EN 16931 BR-27: a unit price is never negative; a deduction is a negative quantity.
  const lines = input.lines.map((line) => {
    const sign = line.unitAmount < 0 ? -1 : 1;
    const quantity = line.quantity * sign;
    const unitAmount = line.unitAmount * sign;
    return {
      description: line.description,
      quantity,
      unitAmount,
      amount: quantity * unitAmount,
      vatRateBp: group.rateBp,
      vatCategory: group.category,
    };
  });
  const allowances = input.allowances.map((allowance) => ({
    ...allowance,
    vatCategory: group.category,
    vatRateBp: group.rateBp,
  }));
  const settled = input.payment.status !== 'due' && input.payment.status !== 'failed';
  const totals = documentTotals({
    lines: lines.map((line) => ({ amount: line.amount, vat: group })),
    allowances: allowances.map((a) => ({ amount: a.amount, vat: group })),
  });
  // Paid at order, or refunded: nothing remains due (BT-113 paid amount, BT-115 amount due).
  // A due invoice the credits balance paid part of: that part is paid, the rest is due.
  const asked = input.payment.balance === 'total' ? totals.grandTotal : (input.payment.balance ?? 0);
  const balance = Math.max(0, Math.min(asked, totals.grandTotal));
  const prepaid = settled ? totals.grandTotal : input.kind === 'invoice' ? balance : 0;
  const refs = input.references ?? {};
  const corrected = refs.correctedInvoices?.length ? refs.correctedInvoices : refs.corrects ? [refs.corrects] : [];
  return {
    id: input.id || randomUUID(),
    organizationId: input.organizationId,
    number: input.number,
    kind: input.kind,
    standard: 'EN16931',
    orderId: refs.orderId ?? null,
    orderNumber: refs.orderNumber ?? null,
    usagePeriod: refs.usagePeriod ?? null,
    renewsSubscriptionId: refs.renewsSubscriptionId ?? null,
    creditsInvoiceId: corrected[0]?.id ?? null,
    correctedInvoice: corrected[0] ?? null,
    ...(corrected.length > 0 ? { correctedInvoices: corrected } : {}),
    ...(input.cause ? { cause: input.cause } : {}),
    issuedAt: input.issuedAt.toISOString(),
    periodStart: input.period.start.toISOString(),
    periodEnd: input.period.end.toISOString(),
    seller: input.seller ?? sellerParty(seller()),
    buyer: input.buyer,
    currency: input.currency,
    rate: input.rate,
    lines,
    allowances,
    subtotal: totals.lineTotal,
    discount: totals.allowanceTotal,
    tax: totals.taxTotal,
    total: totals.grandTotal,
    prepaidAmount: prepaid,
    amountDue: totals.grandTotal - prepaid,
    ...(input.payment.balance !== undefined
      ? input.kind === 'invoice'
        ? { balancePaid: balance }
        : { balanceCredited: balance }
      : {}),
    dueDate: settled ? null : input.issuedAt.toISOString(),
    vatBreakdown: totals.vatBreakdown.map((row) => ({
      ...row,
      exemptionReason: vat.exemptionReason,
      exemptionReasonCode: vat.exemptionReasonCode,
    })),
    totalUsdCents: input.totalUsdCents,
    vatRateBp: group.rateBp,
    reverseCharge: vat.category === 'AE',
    vatNote: vat.note,
    paymentTerms: paymentTerms({
      kind: input.kind,
      status: input.payment.status,
      method: input.payment.method,
      issuedAt: input.issuedAt,
    }),
    notes: [...(input.notes ?? []), ...balanceNotes(input.kind, balance, input.currency), ...legalNotes()],
    paymentStatus: input.payment.status,
    paymentMethod: input.payment.method,
    ...(input.payment.collection !== undefined ? { collection: input.payment.collection } : {}),
  };
}
