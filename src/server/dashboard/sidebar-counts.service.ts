import { z } from 'zod';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../users/users.schemas.ts';

/** SPEC §3 sidebar counts: the badges of Clusters and Orders. */
export const sidebarCountsSchema = z.object({
  clusters: z.number().int().min(0),
  orders: z.object({ total: z.number().int().min(0) }),
});
export type SidebarCounts = z.infer<typeof sidebarCountsSchema>;

/**
 * The sidebar badges for the user's organization. There is no cluster or order domain yet, so
 * both are 0 by fact, not by placeholder: the clusters and orders issues add their repositories
 * to `Repositories` and count here (clusters not deleted; orders of the organization).
 */
export async function sidebarCounts(_repositories: Repositories, _user: UserRecord): Promise<SidebarCounts> {
  return { clusters: 0, orders: { total: 0 } };
}
