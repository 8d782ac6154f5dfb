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

/** Said in the console while no cluster or order can be created. */
export const NOT_COUNTED_YET = {
  clusters: 'Clusters cannot be ordered from the console yet, so there are none to count.',
  orders: 'Orders cannot be placed from the console yet, so there are none to count.',
} as const;

/**
 * The sidebar badges for the signed-in organization. No repository records clusters or orders
 * yet (nothing can create one), so both are 0 by fact, and the answer says why instead of
 * implying a count. The cluster and order features replace each entry with a real count of the
 * organization's records (clusters not deleted; all orders) and drop its reason.
 */
export async function sidebarCounts(): Promise<SidebarCounts> {
  return { clusters: 0, orders: { total: 0 }, notCounted: { ...NOT_COUNTED_YET } };
}
