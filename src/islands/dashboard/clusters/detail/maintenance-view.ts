import { queryOptions } from '@tanstack/react-query';
import type { UpgradeCheck } from '../../../../shared/clusters/upgrade-check.schemas.ts';
import { clusterKeys } from '../clusters.queries.ts';

export type { UpgradeCheck, UpgradeCheckItem } from '../../../../shared/clusters/upgrade-check.schemas.ts';
export type { UpgradeProgress, UpgradeStep } from '../../../../shared/clusters/upgrade.schemas.ts';

/** GET /api/clusters/{id}/upgrade-check?version=: the pre-check of a minor upgrade, asked afresh each time. */
export const upgradeCheckQueryOptions = (id: string, version: string) =>
  queryOptions<UpgradeCheck>({ queryKey: clusterKeys.upgradeCheck(id, version), staleTime: 0 });
