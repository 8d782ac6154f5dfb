import { z } from 'zod';
import { MS_PER_HOUR, MS_PER_DAY } from '../time.ts';
import { m } from '../i18n/messages.ts';

// Client-safe: GET /api/usage on the wire. Amounts are minor units of the organization's billing
// currency (the asked one before its first paid order), at list price. Rounding happens once per cluster and kind, the way usage
// invoices round, and each cluster's chart points add up exactly to its total: the page, the CSV
// and the invoice agree to the cent.

export const usageKindSchema = z.enum([
  'control-plane',
  'nodes',
  'included-nodes',
  'ha-control-plane',
  'addons',
  'autoscaled-nodes',
]);

export const usageQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: () => m.field_date_time_2026_11_01t00_00() }),
    to: z.iso.datetime({ offset: true, error: () => m.field_date_time_2026_11_30t00_00() }),
    granularity: z.enum(['hour', 'day', 'month']).default('day'),
    clusterId: z.string().min(1).optional(),
    currency: z.enum(['USD', 'EUR', 'GBP']).default('USD'),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((query, ctx) => {
    const from = Date.parse(query.from);
    const to = Date.parse(query.to);
    if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: m.field_end_must_come_after_start() });
    if (to - from > 400 * MS_PER_DAY)
      ctx.addIssue({ code: 'custom', path: ['from'], message: m.field_at_most_400_days_at_time() });
    const bucket = { hour: MS_PER_HOUR, day: MS_PER_DAY, month: 28 * MS_PER_DAY }[query.granularity];
    if ((to - from) / bucket > 10_000)
      ctx.addIssue({ code: 'custom', path: ['granularity'], message: m.field_too_many_points_over_10_000() });
  });
export type UsageQuery = z.output<typeof usageQuerySchema>;

const cents = z.int().describe('Minor units of `currency`');

export const usageReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(['hour', 'day', 'month']),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  /** Units of `currency` per US dollar used for every amount. */
  rate: z.number(),
  /** The start of every bucket, oldest first. */
  buckets: z.array(z.string()),
  /** Per cluster, one amount per bucket (for the stacked chart). */
  series: z.array(
    z.object({
      clusterId: z.string(),
      clusterName: z.string(),
      points: z.array(cents),
      billablePoints: z.array(cents).describe('The part of each point billed at month end'),
    }),
  ),
  /** Per cluster: node-hours and cost by kind, and the total (the invoice's rounding). */
  clusters: z.array(
    z.object({
      clusterId: z.string(),
      clusterName: z.string(),
      status: z.string(),
      nodeHours: z.number(),
      byKind: z.record(usageKindSchema, cents),
      total: cents,
      /** Covered by the subscription's advance charges (order, renewals, changes charged at once). */
      advance: cents,
      /** To be billed at month end: autoscaled nodes above the pools' configured counts; never negative. */
      billable: cents,
      /**
       * Estimated emissions of the range's UTC days, integer grams CO2e: one line per calendar
       * month rounded once, as GET /api/clusters/{id}/footprint (method: /documentation/carbon-footprint).
       */
      co2eGrams: z.int(),
    }),
  ),
  byKind: z.record(usageKindSchema, cents),
  total: cents,
  advance: cents,
  billable: cents,
  /** The organization's estimated emissions over the range: the rows' co2eGrams added up. */
  co2eGrams: z.int(),
  /**
   * This month so far: usage (`total` = `advance` + `billable`), what the month's invoices charged
   * less its credit notes (`charged`), and what the budget counts as spent (`charged` + `billable`).
   */
  monthToDate: z.object({
    from: z.string(),
    total: cents,
    advance: cents,
    billable: cents,
    charged: cents,
    spent: cents,
  }),
  /** To month end: charged + committed renewals and changes + overage (so far, then the 7-day daily average). */
  forecast: z.object({
    monthEnd: cents,
    charged: cents,
    committed: cents,
    overage: cents,
    overagePerDay: cents,
    burnRatePerDay: cents,
    basis: z.string(),
  }),
});
export type UsageReport = z.infer<typeof usageReportSchema>;
