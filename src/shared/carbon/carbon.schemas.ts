import { z } from 'zod';
import { m } from '../i18n/messages.ts';

// Client-safe: the carbon footprint on the wire. Emissions are integer grams CO2e rounded once per
// cluster and calendar month (UTC); kilograms are grams / 1000; totals add the rounded lines.

const monthSchema = z
  .string()
  .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, { error: () => m.field_month_yyyy_mm() })
  .describe('A calendar month (UTC) as YYYY-MM');

/** GET /api/clusters/{id}/footprint: the month (the current one when absent). */
export const clusterFootprintQuerySchema = z.object({ month: monthSchema.optional() });

/** GET /api/usage/footprint: a span of months (both included; the current month when absent) and the format. */
export const organizationFootprintQuerySchema = z
  .object({
    from: monthSchema.optional(),
    to: monthSchema.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.field_end_must_come_after_start() });
    if (query.from && query.to) {
      const months =
        (Number(query.to.slice(0, 4)) - Number(query.from.slice(0, 4))) * 12 +
        Number(query.to.slice(5, 7)) -
        Number(query.from.slice(5, 7));
      if (months >= 24) ctx.addIssue({ code: 'custom', path: ['from'], message: m.field_at_most_24_months() });
    }
  });

export const footprintMethodSchema = z.object({
  /** The method page: every factor, its value and its public source. */
  page: z.string(),
  formula: z.string(),
  rounding: z.string(),
  cpuMinWattsPerVcpu: z.number(),
  cpuMaxWattsPerVcpu: z.number(),
  averageCpuUtilization: z.number(),
  memoryWattsPerGb: z.number(),
  providerId: z.string(),
  pue: z.number(),
  pueSource: z.string(),
  /** False: the provider publishes no PUE and the stated default applies. */
  puePublishedByProvider: z.boolean(),
  country: z.string(),
  gridIntensityGramsPerKwh: z.number(),
  gridIntensityYear: z.int().nullable(),
  gridIntensitySource: z.string().nullable(),
});

const bySizeSchema = z.array(
  z.object({ nodeSizeId: z.string(), nodeHours: z.number(), watts: z.number().describe('Power draw of one node') }),
);

/** GET /api/clusters/{id}/footprint. */
export const clusterFootprintSchema = z.object({
  month: z.string(),
  kgCo2e: z.number().describe('co2eGrams / 1000'),
  co2eGrams: z.int(),
  nodeHours: z.number().describe('Node-hours run (configured and autoscaled nodes), to 1/10 000 h'),
  kWh: z.number().describe('Energy at the data centre, PUE included'),
  method: footprintMethodSchema,
  bySize: bySizeSchema,
});
export type ClusterFootprint = z.infer<typeof clusterFootprintSchema>;

export const footprintLineSchema = z.object({
  clusterId: z.string(),
  clusterName: z.string(),
  month: z.string(),
  providerId: z.string(),
  regionId: z.string(),
  country: z.string(),
  nodeHours: z.number(),
  kWh: z.number(),
  co2eGrams: z.int(),
  pue: z.number(),
  gridIntensityGramsPerKwh: z.number(),
  bySize: bySizeSchema,
});

/** GET /api/usage/footprint: per cluster and month, per month, and in all. */
export const organizationFootprintSchema = z.object({
  from: z.string(),
  to: z.string(),
  co2eGrams: z.int(),
  kgCo2e: z.number(),
  nodeHours: z.number(),
  months: z.array(z.object({ month: z.string(), co2eGrams: z.int(), kgCo2e: z.number(), nodeHours: z.number() })),
  clusters: z.array(footprintLineSchema),
  /** The method page. */
  method: z.string(),
});
export type OrganizationFootprint = z.infer<typeof organizationFootprintSchema>;
