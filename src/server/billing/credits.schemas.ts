import { z } from 'zod';

// Client-safe: GET /api/billing/credits. The ledger of what an organization was given back:
// PARIS on its first order, refunds (credit notes), and prorations (usage below what was prepaid,
// e.g. after downsizing) that count towards the balance the next usage invoices draw on.

export const creditEntryKindSchema = z.enum(['promo', 'refund', 'proration', 'applied']);
export type CreditEntryKind = z.infer<typeof creditEntryKindSchema>;

export const creditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: creditEntryKindSchema,
  description: z.string(),
  /** US cents; positive given to the customer, negative drawn from the balance. */
  amountUsdCents: z.int(),
  /** Whether it moves the balance (PARIS and refunds were settled on the order or the card). */
  countsInBalance: z.boolean(),
  orderId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  clusterId: z.string().nullable(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** A stored ledger entry with its owner. */
export type CreditEntryRecord = CreditEntry & { organizationId: string };

export const creditsSchema = z.object({
  balanceUsdCents: z.int(),
  entries: z.array(creditEntrySchema),
});
export type Credits = z.infer<typeof creditsSchema>;
