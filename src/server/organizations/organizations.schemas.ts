import { z } from 'zod';

/** An organization as stored: the billing identity that owns every customer object. */
export const organizationRecordSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyId: z.string(),
  createdAt: z.string(),
});
export type OrganizationRecord = z.infer<typeof organizationRecordSchema>;

export type NewOrganization = { companyName: string };
