import { z } from 'zod';
import { attachmentSchema } from '../attachments/attachments.schemas.ts';
import { MAX_ATTACHMENTS } from '../attachment-types.ts';
import { messageSchema, subjectSchema } from '../leads/form-fields.ts';
import { budgetRanges, complianceNeeds, workloadKinds } from '../lead-options.ts';
import { ticketStatuses } from '../ticket-options.ts';
import { m } from '../i18n/messages.ts';

// Client-safe (zod and pure data): a request for a tailored offer, from a signed-in customer.

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => m.field_choose_from_list() })
  .max(40);
const unique = <T>(list: T[]) => new Set(list).size === list.length;

/** POST /api/custom-solutions. */
export const customSolutionInputSchema = z.strictObject({
  title: subjectSchema,
  workloads: z
    .array(z.enum(workloadKinds, { error: () => m.field_choose_from_list() }), {
      error: () => m.field_choose_at_least_one_kind_workload(),
    })
    .min(1, { error: () => m.field_choose_at_least_one_kind_workload() })
    .max(workloadKinds.length)
    .refine(unique, { error: () => m.field_choose_each_kind_once() }),
  regions: z
    .array(slug, { error: () => m.field_choose_at_least_one_region() })
    .min(1, { error: () => m.field_choose_at_least_one_region() })
    .max(30, { error: () => m.field_choose_at_most_30_regions() })
    .refine(unique, { error: () => m.field_choose_each_region_once() }),
  compliance: z
    .array(z.enum(complianceNeeds, { error: () => m.field_choose_from_list() }))
    .max(complianceNeeds.length)
    .refine(unique, { error: () => m.field_choose_each_once() })
    .default([]),
  budgetRange: z.enum(budgetRanges, { error: () => m.field_choose_monthly_budget_range() }),
  description: messageSchema,
  attachmentIds: z
    .array(z.string().min(1))
    .max(MAX_ATTACHMENTS, { error: () => m.field_attach_at_most_files({ max: MAX_ATTACHMENTS }) })
    .refine(unique, { error: () => m.field_attach_each_file_once() })
    .default([]),
});
export type CustomSolutionInput = z.output<typeof customSolutionInputSchema>;

const replySchema = z.object({
  id: z.string(),
  author: z.enum(['customer', 'support']),
  body: z.string(),
  at: z.string(),
});

/** A request as its organization and the officers read it, with the status of its ticket. */
export const customSolutionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  workloads: z.array(z.string()),
  regions: z.array(z.string()),
  compliance: z.array(z.string()),
  budgetRange: z.string(),
  description: z.string(),
  attachments: z.array(attachmentSchema),
  status: z.enum(ticketStatuses),
  ticketId: z.string(),
  trackingCode: z.string(),
  leadId: z.string(),
  requester: z.object({ id: z.string(), name: z.string(), email: z.string(), companyName: z.string() }),
  /** The conversation on its ticket: the request itself, then replies. */
  messages: z.array(replySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomSolution = z.infer<typeof customSolutionSchema>;

/** As stored (the status and messages live on the ticket). */
export type CustomSolutionRecord = Omit<CustomSolution, 'status' | 'messages' | 'updatedAt'> & {
  organizationId: string;
};
