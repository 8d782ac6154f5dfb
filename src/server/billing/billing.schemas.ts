import { z } from 'zod';

// Client-safe: the billing reads of SPEC §7 (summary and plans; issue "billing and usage" adds more).

export const billingPlanViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyCommitUsdCents: z.int(),
  discountPercent: z.number(),
  supportLevel: z.string(),
  supportResponseHours: z.number(),
  features: z.array(z.string()),
  current: z.boolean(),
});

export const billingPlansSchema = z.object({ currentPlanId: z.string(), plans: z.array(billingPlanViewSchema) });
