import type { TierPage } from '../../server/catalog/catalog.schemas.ts';
import { ai } from './ai.ts';
import { blue } from './blue.ts';
import { data } from './data.ts';
import { green } from './green.ts';
import { orange } from './orange.ts';
import { red } from './red.ts';
import { sandbox } from './sandbox.ts';
import type { ClusterTypeContent } from './types.ts';

export type { ClusterTypeContent, Workload } from './types.ts';

/** The editorial content of every /cluster-types/{type} page, by page slug. */
export const CLUSTER_TYPES: Readonly<Record<TierPage, ClusterTypeContent>> = { blue, red, green, data, ai, orange, sandbox };
