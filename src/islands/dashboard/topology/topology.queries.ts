import { queryOptions } from '@tanstack/react-query';
import type { Cluster } from '../../../server/clusters/clusters.schemas.ts';
import { allClustersQueryOptions } from '../clusters/cluster-list-api.ts';

/** GET /api/clusters (every page) and /api/clusters/{id}: refetched on every /ws `cluster` message (realtime-invalidation.ts). */
/** Every cluster, as list rows (the overview groups them by provider and region). */
export const clusterListQuery = () => allClustersQueryOptions();
export const clusterQuery = (id: string) => queryOptions<Cluster>({ queryKey: [`/api/clusters/${encodeURIComponent(id)}`] as const });
