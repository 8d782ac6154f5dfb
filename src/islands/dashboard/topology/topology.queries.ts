import { queryOptions } from '@tanstack/react-query';
import type { Cluster } from '../../../server/clusters/clusters.schemas.ts';

/** GET /api/clusters and /api/clusters/{id}: refetched on every /ws `cluster` message (realtime-invalidation.ts). */
export const clusterListQuery = () => queryOptions<Cluster[]>({ queryKey: ['/api/clusters'] as const });
export const clusterQuery = (id: string) => queryOptions<Cluster>({ queryKey: [`/api/clusters/${encodeURIComponent(id)}`] as const });
