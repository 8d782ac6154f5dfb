import { z } from 'zod';

const reason = z.string().describe('Why this count is 0 without anything being counted');

/** SPEC §3 sidebar counts: the badges of Clusters and Orders. */
export const sidebarCountsSchema = z.object({
  clusters: z.number().int().min(0),
  orders: z.object({ total: z.number().int().min(0) }),
  /** The counts that nothing records yet, with the reason: clients show it instead of a bare 0. */
  notCounted: z.object({ clusters: reason.optional(), orders: reason.optional() }).optional(),
});
export type SidebarCounts = z.infer<typeof sidebarCountsSchema>;

/** Said in the console while no cluster can be created. */
export const NOT_COUNTED_YET = {
  clusters: 'Clusters cannot be ordered from the console yet, so there are none to count.',
} as const;

/**
 * The sidebar badges for the signed-in organization: every order of the organization; clusters
 * are 0 by fact until they can be ordered, and the answer says why instead of implying a count.
 */
export async function sidebarCounts(countOrders: () => Promise<number>): Promise<SidebarCounts> {
  return { clusters: 0, orders: { total: await countOrders() }, notCounted: { ...NOT_COUNTED_YET } };
}
