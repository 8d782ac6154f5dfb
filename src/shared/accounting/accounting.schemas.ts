import { z } from 'zod';
import { m } from '../i18n/messages.ts';
import { MS_PER_DAY } from '../time.ts';

// Client-safe: the sales journal's export (FEC, art. A47 A-1 LPF) as the admin API takes it.

/** A period of at most 366 days: one fiscal year, a leap year's included. */
export const MAX_PERIOD_DAYS = 366;

const day = () => z.iso.date({ error: () => m.field_date_yyyy_mm_dd_2026_01_31() });

/** The start of a real calendar day (2026-02-30 is none), in ms; null otherwise. */
function dayStart(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const start = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== value ? null : start;
}

/** GET /api/admin/accounting/fec: the period, first and last day included (UTC days), and the format. */
export const salesJournalQuerySchema = z
  .object({
    from: day(),
    to: day(),
    format: z.enum(['fec', 'csv']).default('fec'),
  })
  .superRefine((query, ctx) => {
    const from = dayStart(query.from);
    const to = dayStart(query.to);
    // A day already refused has its own message; the period is checked between two real days.
    if (from === null || to === null) return;
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: m.field_end_not_before_start() });
    else if ((to - from) / MS_PER_DAY + 1 > MAX_PERIOD_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.field_at_most_366_days_at_time() });
  });
export type SalesJournalQuery = z.infer<typeof salesJournalQuerySchema>;

/** The 18 columns of the FEC, in the order art. A47 A-1 LPF lists them (the file's header line). */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;
