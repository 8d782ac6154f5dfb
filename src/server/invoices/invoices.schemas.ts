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
  orderId: z.string(),
  orderNumber: z.string(),
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
  paymentStatus: z.enum(['paid', 'refunded', 'credited']),
  paymentMethod: z.string(),
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
