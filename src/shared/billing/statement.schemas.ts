import { z } from 'zod';
import { m } from '../i18n/messages.ts';
import { MS_PER_DAY } from '../time.ts';

// Client-safe: GET /api/billing/statement, the organization's statement of account
// (/documentation/how-billing-works). Amounts are minor units of its billing currency.

/** A statement covers at most 366 days: one fiscal year, a leap year's included. */
export const STATEMENT_MAX_DAYS = 366;

const day = () => z.iso.date({ error: () => m.field_date_yyyy_mm_dd_2026_01_31() });

/** The start of a real calendar day (2026-02-30 is none), in ms; null otherwise. */
export function statementDayStart(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const start = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== value ? null : start;
}

/** The period, first and last day included (UTC days), and the format of the answer. */
export const statementQuerySchema = z
  .object({
    from: day(),
    to: day(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((query, ctx) => {
    const from = statementDayStart(query.from);
    const to = statementDayStart(query.to);
    // A day already refused (or one that does not exist) has its own message.
    if (from === null) ctx.addIssue({ code: 'custom', path: ['from'], message: m.field_date_yyyy_mm_dd_2026_01_31() });
    if (to === null) ctx.addIssue({ code: 'custom', path: ['to'], message: m.field_date_yyyy_mm_dd_2026_01_31() });
    if (from === null || to === null) return;
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: m.field_end_not_before_start() });
    else if ((to - from) / MS_PER_DAY + 1 > STATEMENT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.field_at_most_366_days_at_time() });
  });
export type StatementQuery = z.output<typeof statementQuerySchema>;

/**
 * What moved the account: a document (an invoice lowers the position by its total, a credit note
 * raises it), money that came in or went back (a card or SEPA payment, a refund to the method),
 * or the credits balance (paying an invoice, credited by a credit note: the position does not
 * move, the balance does; a correction moves both).
 */
export const statementEntryKindSchema = z.enum([
  'invoice',
  'credit_note',
  'payment',
  'refund',
  'balance_paid',
  'balance_credited',
  'correction',
]);
export type StatementEntryKind = z.infer<typeof statementEntryKindSchema>;

const minor = () => z.int().describe('Minor units of `currency`');

/** The account at one moment: `balance` = `creditsBalance` − `due`. */
export const statementPositionSchema = z.object({
  /** What the organization holds with us less what it owes (negative: it owes). */
  balance: minor(),
  /** The credits balance: the sum of the credits ledger. */
  creditsBalance: minor(),
  /** What it owes (invoices not collected yet); negative when we owe it money not yet held or refunded. */
  due: minor(),
});
export type StatementPosition = z.infer<typeof statementPositionSchema>;

export const statementEntrySchema = z.object({
  /** When it happened (ISO). */
  at: z.string(),
  kind: statementEntryKindSchema,
  /** The invoice or credit note it is about; null for a correction of the balance. */
  documentId: z.string().nullable(),
  number: z.string().nullable(),
  /** In the reader's language. */
  description: z.string(),
  /** Signed: + raises, − lowers (the position, or for a balance movement the credits balance). */
  amount: minor(),
  /** The position after it. */
  balance: minor(),
  /** The credits balance after it. */
  creditsBalance: minor(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  /** The organization's billing currency: every amount is in it. */
  currency: z.enum(['USD', 'EUR', 'GBP']),
  from: z.string().describe('YYYY-MM-DD'),
  to: z.string().describe('YYYY-MM-DD'),
  /** Before the first moment of `from`. */
  opening: statementPositionSchema,
  /** Oldest first; a document before its payment. */
  entries: z.array(statementEntrySchema),
  /** After the last moment of `to`. */
  closing: statementPositionSchema,
});
export type Statement = z.infer<typeof statementSchema>;
