import { z } from 'zod';

// Client-safe: GET /api/billing/credits. The ledger of what an organization was given back:
// PARIS on its first order, refunds (credit notes), and prorations (usage below what was prepaid,
// e.g. after downsizing) that count towards the balance the next usage invoices draw on.

// `credit_note`: a credit note's total (VAT included) credited to the balance; `applied`: the
// balance paying an invoice; `refund`: money sent back to the payment method (for the record);
// `correction`: an entry that sets the books right where an older rule left them off, with its
// reason; `proration`: credit notes and unused prepaid usage credited before VAT (older rule);
// `payback`: the balance paid back to the payment method (negative), or a payback the method
// refused, its money back in the balance (positive).
export const creditEntryKindSchema = z.enum([
  'promo',
  'refund',
  'proration',
  'applied',
  'credit_note',
  'correction',
  'payback',
]);
export type CreditEntryKind = z.infer<typeof creditEntryKindSchema>;

export const creditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: creditEntryKindSchema,
  description: z.string(),
  /** US cents; positive given to the customer, negative drawn from the balance. */
  amountUsdCents: z.int(),
  /** The same in minor units of the organization's billing currency (the document's own amount when it has one). */
  amount: z.int(),
  /** Whether it moves the balance (PARIS and refunds were settled on the order or the card). */
  countsInBalance: z.boolean(),
  orderId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  clusterId: z.string().nullable(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** Why a credit note credited the balance (what its ledger entry and its note say). */
export type CreditReason =
  | { key: 'support_cancelled'; plan: string }
  | { key: 'support_lowered'; plan: string; to: string }
  | { key: 'cluster_deleted'; cluster: string }
  | { key: 'cluster_lowered'; cluster: string };

/** What a ledger entry says, as data: said in the reader's language when read (billing/ledger-text.ts). */
export type LedgerText =
  | { key: 'applied'; invoice: string }
  | { key: 'unused_prepaid'; cluster: string; month: string }
  | { key: 'credits_returned'; creditNote: string; order: string }
  | { key: 'credit_note'; number: string; reason: CreditReason }
  /** The balance paid back to a payment method ("Visa •••• 4242"), as asked or on leaving. */
  | { key: 'paid_back'; method: string; leaving: boolean }
  /** A payback the payment method refused: its money back in the balance. */
  | { key: 'payback_returned'; method: string }
  /** The VAT added to a balance held before VAT when the balance became money held VAT included (store migration). */
  | { key: 'vat_correction'; rateBp: number; held: number; currency: 'USD' | 'EUR' | 'GBP' };

/**
 * A stored ledger entry with its owner. `amount` and `currency` are the entry in the billing
 * currency when it was written with them; older entries are converted when read. `text`, when
 * present, is what `description` says in English (as stored), to say it again in the reader's language.
 */
export type CreditEntryRecord = Omit<CreditEntry, 'amount'> & {
  organizationId: string;
  amount?: number;
  currency?: 'USD' | 'EUR' | 'GBP';
  text?: LedgerText;
};

export const creditsSchema = z.object({
  /** The organization's billing currency: every `amount` and `balance` is in it. */
  currency: z.enum(['USD', 'EUR', 'GBP']),
  balance: z.int(),
  balanceUsdCents: z.int(),
  entries: z.array(creditEntrySchema),
});
export type Credits = z.infer<typeof creditsSchema>;
