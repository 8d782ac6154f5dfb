import type { Services } from '../app/services.ts';
import { sidebarCounts, type SidebarCounts } from './sidebar-counts.service.ts';

/**
 * The sidebar counts rendered into a signed-in page's first HTML. A nicety for the first paint:
 * if they fail, the page renders without them and the island fetches them itself.
 */
export function firstPaintCounts(services: Services, organizationId: string): Promise<SidebarCounts | undefined> {
  return sidebarCounts({
    clusters: () => services.clusters.countLive(organizationId),
    orders: async () => (await services.orders.counts(organizationId)).total,
  }).catch((error: unknown) => {
    console.error('Sidebar counts for the first paint failed:', error instanceof Error ? error.message : error);
    return undefined;
  });
}
