import { z } from 'zod';

// Client-safe: invoices and credit notes as the billing API answers them. Immutable once issued:
// a refund is a credit note that refers to the invoice, never an edit (ANCHORS: Lago).

export const postalAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});

const party = z.object({
  legalName: z.string(),
  /** The address as printed, one line each. */
  addressLines: z.array(z.string()),
  country: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** The postal address, field by field (invoices issued since e-invoicing; older ones print `addressLines` only). */
  address: postalAddressSchema.nullable().optional(),
  /** The French company number (SIREN): the seller's, and a French buyer's. */
  siren: z.string().nullable().optional(),
  /** The seller's legal form, share capital and register: "SAS au capital de 50 000 € — RCS Paris 123 456 789". */
  registration: z.string().nullable().optional(),
  /** The buyer's account with the seller (its organization's billing ID). */
  accountId: z.string().nullable().optional(),
});
export type InvoiceParty = z.infer<typeof party>;

/** EN 16931 VAT categories: standard rate, reverse charge, not subject to VAT (outside the EU). */
export const vatCategorySchema = z.enum(['S', 'AE', 'O']);

export const invoiceLineSchema = z.object({
  description: z.string(),
  /** Negative for what is deducted (nodes a tier includes); the unit price is never negative. */
  quantity: z.number(),
  /** Price of one unit in the invoice's currency, minor units: `amount` = `quantity` × `unitAmount` (older invoices: rounded). */
  unitAmount: z.int(),
  amount: z.int(),
  vatRateBp: z.int(),
  vatCategory: vatCategorySchema.optional(),
});

/** A document-level discount (PARIS, a plan's discount, credits applied): shown once, before VAT. */
export const invoiceAllowanceSchema = z.object({
  reason: z.string(),
  /** UNTDID 5189 code (95: discount), when it has one. */
  reasonCode: z.string().nullable(),
  /** What it takes off, minor units (positive). */
  amount: z.int(),
  /** A percentage discount's rate (basis points) and the amount it is taken from. */
  percentBp: z.int().nullable(),
  baseAmount: z.int().nullable(),
  vatCategory: vatCategorySchema,
  vatRateBp: z.int(),
});

/** One row of the VAT breakdown: per category and rate, the taxable amount and its VAT. */
export const vatSubtotalSchema = z.object({
  category: vatCategorySchema,
  rateBp: z.int(),
  taxableAmount: z.int(),
  taxAmount: z.int(),
  /** Why no VAT is charged (reverse charge, outside the EU), and its VATEX code. */
  exemptionReason: z.string().nullable(),
  exemptionReasonCode: z.string().nullable(),
});

/** A mention the law asks for, with its UNTDID 4451 subject (PMD penalties, PMT recovery fee, AAB discounts, AAI general). */
export const invoiceNoteSchema = z.object({ subjectCode: z.string(), text: z.string() });

/** A cluster's configuration as a change document states it: what a reader compares ("3 → 5 nodes"). */
export const clusterConfigurationSchema = z.object({
  /** Nodes configured in all its pools. */
  nodes: z.int(),
  haControlPlane: z.boolean(),
  addonIds: z.array(z.string()),
});
export type ClusterConfiguration = z.infer<typeof clusterConfigurationSchema>;

/** What a renewal renews. */
export const renewalSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cluster'), name: z.string() }),
  z.object({ kind: z.literal('product'), name: z.string() }),
  z.object({ kind: z.literal('support_plan'), plan: z.string() }),
]);
export type RenewalSubject = z.infer<typeof renewalSubjectSchema>;

/**
 * Why a document was issued, as data (said in the reader's language when shown:
 * src/shared/document-cause.ts). Invoices: an order, a raised cluster (what changed, and the rest
 * of the period it is charged for), a renewal, a month's usage. Credit notes: an order refunded,
 * a cluster lowered or deleted, a support plan cancelled or lowered. Absent on older documents.
 */
export const documentCauseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), orderNumber: z.string() }),
  z.object({
    kind: z.literal('change'),
    cluster: z.string(),
    from: clusterConfigurationSchema,
    to: clusterConfigurationSchema,
    periodStart: z.string(),
    periodEnd: z.string(),
  }),
  z.object({
    kind: z.literal('renewal'),
    subject: renewalSubjectSchema,
    periodStart: z.string(),
    periodEnd: z.string(),
  }),
  z.object({ kind: z.literal('month_end'), month: z.string().describe('YYYY-MM') }),
  z.object({ kind: z.literal('order_refund'), orderNumber: z.string() }),
  z.object({
    kind: z.literal('cluster_lowered'),
    cluster: z.string(),
    from: clusterConfigurationSchema.optional(),
    to: clusterConfigurationSchema.optional(),
  }),
  z.object({ kind: z.literal('cluster_deleted'), cluster: z.string() }),
  z.object({ kind: z.literal('support_cancelled'), plan: z.string() }),
  z.object({ kind: z.literal('support_lowered'), plan: z.string(), to: z.string() }),
]);
export type DocumentCause = z.infer<typeof documentCauseSchema>;

/** An invoice a credit note corrects (EN 16931 BG-3: BT-25 its number, BT-26 its date). */
export const invoiceReferenceSchema = z.object({ id: z.string(), number: z.string(), issuedAt: z.string() });
export type InvoiceReference = z.infer<typeof invoiceReferenceSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().describe('INV-YYYY-NNNNNN, or CN-YYYY-NNNNNN for a credit note'),
  kind: z.enum(['invoice', 'credit_note']),
  /** The order it bills; null for a monthly usage invoice. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** A monthly usage invoice's month, YYYY-MM. */
  usagePeriod: z.string().nullable().optional(),
  /** A product subscription's renewal: the subscription (the id of the order that bought it). */
  renewsSubscriptionId: z.string().nullable().optional(),
  /** The invoice a credit note refunds. */
  creditsInvoiceId: z.string().nullable(),
  issuedAt: z.string(),
  /** The end of the period the invoice covers (prepaid orders: one billing cycle). */
  periodStart: z.string(),
  periodEnd: z.string(),
  seller: party,
  buyer: party,
  currency: z.enum(['USD', 'EUR', 'GBP']),
  rate: z.number(),
  lines: z.array(invoiceLineSchema),
  /** Sum of the lines (EN 16931 BT-106; older invoices: before discounts, which were lines too). */
  subtotal: z.int(),
  /** Sum of the discounts (BT-107). */
  discount: z.int(),
  tax: z.int(),
  total: z.int(),
  totalUsdCents: z.int(),
  vatRateBp: z.int(),
  reverseCharge: z.boolean(),
  /** The VAT explained in words: rate, or why none is charged (reverse charge, outside the EU). */
  vatNote: z.string(),
  /**
   * `EN16931` on invoices issued by the EN 16931 rules (exact lines, document-level discounts, VAT
   * breakdown, Factur-X with its XML); absent on older ones, which are kept as they were issued.
   */
  standard: z.literal('EN16931').optional(),
  allowances: z.array(invoiceAllowanceSchema).optional(),
  vatBreakdown: z.array(vatSubtotalSchema).optional(),
  /** Already paid when issued (paid at order, refunded), and what remains due. */
  prepaidAmount: z.int().optional(),
  /**
   * An invoice: the part of its total (VAT included) the credits balance paid, like a payment
   * method (part of BT-113); the rest was charged to `paymentMethod` or is due. Absent: none.
   */
  balancePaid: z.int().optional(),
  /**
   * A credit note: the part of its total (VAT included) credited to the credits balance; the
   * rest went back to the payment method (`paymentMethod`). Absent on notes issued before the
   * balance held money VAT included.
   */
  balanceCredited: z.int().optional(),
  amountDue: z.int().optional(),
  dueDate: z.string().nullable().optional(),
  /** The invoice a credit note corrects (the first of `correctedInvoices`, for older readers). */
  correctedInvoice: invoiceReferenceSchema.nullable().optional(),
  /** Every invoice whose period a credit note credits (BG-3, one or more); absent on older notes. */
  correctedInvoices: z.array(invoiceReferenceSchema).optional(),
  /** Why it was issued; absent on documents issued before causes were kept. */
  cause: documentCauseSchema.optional(),
  paymentTerms: z.string().optional(),
  notes: z.array(invoiceNoteSchema).optional(),
  /** Usage invoices are `due` until collected, `failed` after a declined collection (retried). */
  paymentStatus: z.enum(['paid', 'refunded', 'credited', 'due', 'failed']),
  paymentMethod: z.string(),
  /** Collection of a usage invoice from the default method: retried on days 3, 7 and 14. */
  collection: z
    .object({
      attempts: z.int(),
      nextAttemptAt: z.string().nullable(),
      lastError: z.string().nullable(),
      paidAt: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** An invoice as stored, with its owner. */
export type InvoiceRecord = Invoice & { organizationId: string };

/** GET /api/billing/invoices query. */
export const invoiceListQuerySchema = z.object({
  kind: z.enum(['invoice', 'credit_note']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().optional(),
});
