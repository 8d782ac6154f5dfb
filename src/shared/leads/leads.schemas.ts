import { z } from 'zod';
import {
  companyNameSchema,
  contactEmailSchema,
  honeypotSchema,
  messageSchema,
  optionalCompanySchema,
  optionalMessageSchema,
  personNameSchema,
  subjectSchema,
} from './form-fields.ts';
import {
  budgetRanges,
  companySizes,
  complianceNeeds,
  demoTimeWindows,
  leadKinds,
  migrationPlatforms,
  quoteTerms,
  workloadKinds,
} from '../lead-options.ts';
import { MS_PER_DAY } from '../time.ts';
import { m } from '../i18n/messages.ts';

export { leadKinds, type LeadKind } from '../lead-options.ts';

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => m.field_choose_from_list() })
  .max(40);

/** A calendar date (YYYY-MM-DD) from today (any time zone) up to `maxDays` ahead; `choose` asks for it, `outOfRange` says the range. */
const upcomingDate = (choose: () => string, maxDays: number, outOfRange: () => string) =>
  z
    .string({ error: () => choose() })
    .trim()
    .pipe(z.iso.date({ error: () => choose() }))
    .refine(
      (value) => {
        const at = Date.parse(`${value}T00:00:00Z`);
        // A day of slack: "today" in Auckland is still yesterday in UTC.
        return at >= Date.now() - 2 * MS_PER_DAY && at <= Date.now() + maxDays * MS_PER_DAY;
      },
      { error: () => outOfRange() },
    );

const timeZone = z
  .string({ error: () => m.field_choose_time_zone() })
  .trim()
  .min(1, { error: () => m.field_choose_time_zone() })
  .max(64)
  .refine(
    (value) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: value });
        return true;
      } catch {
        return false;
      }
    },
    { error: () => m.field_choose_time_zone_from_list() },
  );

const count = (enter: () => string, max: number) =>
  z
    .number({ error: () => enter() })
    .int({ error: () => m.field_enter_whole_number() })
    .min(1, { error: () => m.field_enter_at_least_1() })
    .max(max, { error: () => m.field_enter_at_most({ max }) });

const common = {
  name: personNameSchema,
  email: contactEmailSchema,
  website: honeypotSchema,
};

/** POST /api/leads: one shape per kind, told apart by `kind`; unknown fields are refused. */
export const leadInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('contact'),
      ...common,
      company: optionalCompanySchema,
      subject: subjectSchema,
      message: messageSchema,
    }),
    z.strictObject({
      kind: z.literal('demo'),
      ...common,
      company: companyNameSchema,
      preferredDate: upcomingDate(m.field_choose_demo_date, 183, m.field_choose_date_within_6_months),
      timeWindow: z.enum(demoTimeWindows, { error: () => m.field_choose_time_day() }),
      timeZone,
      message: optionalMessageSchema,
    }),
    z.strictObject({
      kind: z.literal('sales'),
      ...common,
      company: companyNameSchema,
      companySize: z.enum(companySizes, { error: () => m.field_choose_size_company() }),
      expectedClusters: count(m.field_enter_number_of_clusters, 10_000),
      budgetRange: z.enum(budgetRanges, { error: () => m.field_choose_monthly_budget_range() }),
      message: optionalMessageSchema,
    }),
    z.strictObject({
      kind: z.literal('quote'),
      ...common,
      company: companyNameSchema,
      clusters: z
        .array(z.strictObject({ type: slug, nodes: count(m.field_enter_number_of_nodes, 1000) }), {
          error: () => m.field_choose_at_least_one_cluster_type(),
        })
        .min(1, { error: () => m.field_choose_at_least_one_cluster_type() })
        .max(20)
        .refine((list) => new Set(list.map((c) => c.type)).size === list.length, {
          error: () => m.field_choose_each_cluster_type_once(),
        }),
      regions: z
        .array(slug, { error: () => m.field_choose_at_least_one_region() })
        .min(1, { error: () => m.field_choose_at_least_one_region() })
        .max(30)
        .refine((list) => new Set(list).size === list.length, { error: () => m.field_choose_each_region_once() }),
      compliance: z
        .array(z.enum(complianceNeeds, { error: () => m.field_choose_from_list() }))
        .max(complianceNeeds.length)
        .default([]),
      term: z.enum(quoteTerms, { error: () => m.field_choose_commitment_term() }),
      message: optionalMessageSchema,
    }),
    z.strictObject({
      kind: z.literal('migration'),
      ...common,
      company: companyNameSchema,
      currentPlatform: z.enum(migrationPlatforms, { error: () => m.field_choose_current_platform() }),
      clusterCount: count(m.field_enter_number_of_clusters, 10_000),
      workloads: z
        .array(z.enum(workloadKinds, { error: () => m.field_choose_from_list() }), {
          error: () => m.field_choose_at_least_one_kind_workload(),
        })
        .min(1, { error: () => m.field_choose_at_least_one_kind_workload() })
        .max(workloadKinds.length),
      targetDate: upcomingDate(m.field_choose_target_date, 3 * 366, m.field_choose_date_within_3_years),
      message: optionalMessageSchema,
    }),
  ],
  { error: () => m.field_choose_request_subject() },
);
export type LeadInput = z.output<typeof leadInputSchema>;

type WithoutHoneypot<T> = T extends unknown ? Omit<T, 'website'> : never;

/** A signed-in customer's request for a tailored offer (custom-solutions), kept as a lead for sales. */
export type CustomSolutionLead = {
  kind: 'custom-solution';
  name: string;
  email: string;
  company: string;
  /** The request (GET /api/officers/custom-solutions) and its budget range. */
  requestId: string;
  budgetRange: string;
  message: string;
};

/** A stored lead: what the visitor sent (no honeypot), with its id and time. */
export type LeadRecord = (WithoutHoneypot<LeadInput> | CustomSolutionLead) & { id: string; createdAt: string };

/** POST /api/leads answer. */
export const leadAcceptedSchema = z.object({ id: z.string(), message: z.string() });

/** A lead as admins read it: every field the visitor sent, by kind. */
export const leadViewSchema = z
  .object({ id: z.string(), kind: z.enum(leadKinds), name: z.string(), email: z.string(), createdAt: z.string() })
  .catchall(z.unknown());

/** GET /api/admin/leads query. */
export const leadListQuerySchema = z.strictObject({
  kind: z.enum(leadKinds).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
