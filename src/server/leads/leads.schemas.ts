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
} from '../../shared/lead-options.ts';
import { MS_PER_DAY } from '../../shared/time.ts';

export { leadKinds, type LeadKind } from '../../shared/lead-options.ts';

const slug = z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose from the list.').max(40);

/** A calendar date (YYYY-MM-DD) from today (any time zone) up to `maxDays` ahead. */
const upcomingDate = (label: string, maxDays: number, horizon: string) =>
  z
    .string({ error: `Choose ${label}.` })
    .trim()
    .pipe(z.iso.date(`Choose ${label}.`))
    .refine((value) => {
      const at = Date.parse(`${value}T00:00:00Z`);
      // A day of slack: "today" in Auckland is still yesterday in UTC.
      return at >= Date.now() - 2 * MS_PER_DAY && at <= Date.now() + maxDays * MS_PER_DAY;
    }, `Choose a date between today and ${horizon} from now.`);

const timeZone = z
  .string({ error: 'Choose a time zone.' })
  .trim()
  .min(1, 'Choose a time zone.')
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a time zone from the list.');

const count = (label: string, max: number) =>
  z
    .number({ error: `Enter ${label}.` })
    .int(`Enter a whole number.`)
    .min(1, 'Enter at least 1.')
    .max(max, `Enter at most ${max}.`);

const common = {
  name: personNameSchema,
  email: contactEmailSchema,
  website: honeypotSchema,
};

/** POST /api/leads: one shape per kind, told apart by `kind`; unknown fields are refused. */
export const leadInputSchema = z.discriminatedUnion('kind', [
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
    preferredDate: upcomingDate('a date for the demo', 183, '6 months'),
    timeWindow: z.enum(demoTimeWindows, 'Choose a time of day.'),
    timeZone,
    message: optionalMessageSchema,
  }),
  z.strictObject({
    kind: z.literal('sales'),
    ...common,
    company: companyNameSchema,
    companySize: z.enum(companySizes, 'Choose the size of your company.'),
    expectedClusters: count('the number of clusters', 10_000),
    budgetRange: z.enum(budgetRanges, 'Choose a monthly budget range.'),
    message: optionalMessageSchema,
  }),
  z.strictObject({
    kind: z.literal('quote'),
    ...common,
    company: companyNameSchema,
    clusters: z
      .array(z.strictObject({ type: slug, nodes: count('the number of nodes', 1000) }), 'Choose at least one cluster type.')
      .min(1, 'Choose at least one cluster type.')
      .max(20)
      .refine((list) => new Set(list.map((c) => c.type)).size === list.length, 'Choose each cluster type once.'),
    regions: z
      .array(slug, 'Choose at least one region.')
      .min(1, 'Choose at least one region.')
      .max(30)
      .refine((list) => new Set(list).size === list.length, 'Choose each region once.'),
    compliance: z.array(z.enum(complianceNeeds, 'Choose from the list.')).max(complianceNeeds.length).default([]),
    term: z.enum(quoteTerms, 'Choose a commitment term.'),
    message: optionalMessageSchema,
  }),
  z.strictObject({
    kind: z.literal('migration'),
    ...common,
    company: companyNameSchema,
    currentPlatform: z.enum(migrationPlatforms, 'Choose your current platform.'),
    clusterCount: count('the number of clusters', 10_000),
    workloads: z
      .array(z.enum(workloadKinds, 'Choose from the list.'), 'Choose at least one kind of workload.')
      .min(1, 'Choose at least one kind of workload.')
      .max(workloadKinds.length),
    targetDate: upcomingDate('a target date', 3 * 366, '3 years'),
    message: optionalMessageSchema,
  }),
], { error: () => 'Choose what the request is about.' });
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
