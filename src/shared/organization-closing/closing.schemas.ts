import { z } from 'zod';
import { m } from '../i18n/messages.ts';

/** How long the law keeps invoices, credit notes and the payment records behind them. */
export const ACCOUNTING_RETENTION_YEARS = 10;

/** The end of the legal retention of a record issued at `issuedAt` (29 February → 28 February). */
export function retainUntil(issuedAt: string): string {
  const at = new Date(issuedAt);
  const until = new Date(at);
  until.setUTCFullYear(at.getUTCFullYear() + ACCOUNTING_RETENTION_YEARS);
  if (until.getUTCMonth() !== at.getUTCMonth()) until.setUTCDate(0);
  return until.toISOString();
}

/** POST /api/organization/close: the organization's name typed again. */
export const closeOrganizationInputSchema = z.strictObject({
  confirmName: z
    .string({ error: () => m.field_type_organization_name() })
    .trim()
    .min(1, { error: () => m.field_type_organization_name() })
    .max(200),
});

/** GET /api/organization/closure and the answer of close and reopen. */
export const organizationClosureSchema = z.object({
  state: z.enum(['open', 'closing', 'erased']),
  closedAt: z.string().nullable(),
  /** When the clusters are deleted and personal data erased; reopening is possible until then. */
  eraseAfter: z.string().nullable(),
  graceDays: z.int(),
});
export type OrganizationClosure = z.infer<typeof organizationClosureSchema>;

/** One record of the restricted archive (staff with the accounting permission only). */
export const legalArchiveEntrySchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  kind: z.enum(['invoice', 'credit_note', 'credit_entry']),
  /** The document or ledger entry archived. */
  recordId: z.string(),
  number: z.string().nullable(),
  issuedAt: z.string(),
  currency: z.string(),
  /** Minor units of `currency`. */
  total: z.int(),
  archivedAt: z.string(),
  retainUntil: z.string(),
});
export type LegalArchiveEntry = z.infer<typeof legalArchiveEntrySchema>;

export const legalArchiveQuerySchema = z.object({ organizationId: z.string().min(1).max(100) });
