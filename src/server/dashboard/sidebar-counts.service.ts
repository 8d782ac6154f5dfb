import { z } from 'zod';

const reason = z.string().describe('Why this count is 0 without anything being counted');

/** Sidebar counts (clusters, orders.total): the badges of Clusters and Orders. */
export const sidebarCountsSchema = z.object({
  clusters: z.number().int().min(0),
  orders: z.object({ total: z.number().int().min(0) }),
  /** The counts that nothing records yet, with the reason: clients show it instead of a bare 0. */
  notCounted: z.object({ clusters: reason.optional(), orders: reason.optional() }).optional(),
});
export type SidebarCounts = z.infer<typeof sidebarCountsSchema>;

/** The sidebar badges for the signed-in organization: its clusters not deleted, and all its orders. */
export async function sidebarCounts(count: {
  clusters: () => Promise<number>;
  orders: () => Promise<number>;
}): Promise<SidebarCounts> {
  const [clusters, orders] = await Promise.all([count.clusters(), count.orders()]);
  return { clusters, orders: { total: orders } };
}
