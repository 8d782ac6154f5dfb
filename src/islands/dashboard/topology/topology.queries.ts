import { allClustersQueryOptions } from '../clusters/cluster-list-api.ts';

/** Every cluster, as list rows (the overview groups them by provider and region). */
export const clusterListQuery = () => allClustersQueryOptions();
