import { z } from 'zod';

// Client-safe: invoices and credit notes as the billing API answers them. Immutable once issued:
// a refund is a credit note that refers to the invoice, never an edit (ANCHORS: Lago).

const party = z.object({
  legalName: z.string(),
  addressLines: z.array(z.string()),
  country: z.string().nullable(),
  vatNumber: z.string().nullable(),
});

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  /** Price of one unit in the invoice's currency, minor units (a line's amount / quantity, shown). */
  unitAmount: z.int(),
  amount: z.int(),
  vatRateBp: z.int(),
});

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
  subtotal: z.int(),
  discount: z.int(),
  tax: z.int(),
  total: z.int(),
  totalUsdCents: z.int(),
  vatRateBp: z.int(),
  reverseCharge: z.boolean(),
  vatNote: z.string(),
  /** Usage invoices are `due` until collected, `failed` after a declined collection (retried). */
  paymentStatus: z.enum(['paid', 'refunded', 'credited', 'due', 'failed']),
  paymentMethod: z.string(),
  /** Collection of a usage invoice from the default method: retried on days 3, 7 and 14. */
  collection: z
    .object({ attempts: z.int(), nextAttemptAt: z.string().nullable(), lastError: z.string().nullable(), paidAt: z.string().nullable() })
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
