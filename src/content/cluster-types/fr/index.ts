import type { TierPage } from '../../../shared/catalog/catalog.schemas.ts';
import type { ClusterTypeContent } from '../types.ts';
import { ai } from './ai.ts';
import { blue } from './blue.ts';
import { data } from './data.ts';
import { green } from './green.ts';
import { orange } from './orange.ts';
import { red } from './red.ts';
import { sandbox } from './sandbox.ts';

/** The French editorial content of every /cluster-types/{type} page, by page slug. */
export const CLUSTER_TYPES_FR: Readonly<Record<TierPage, ClusterTypeContent>> = {
  blue,
  red,
  green,
  data,
  ai,
  orange,
  sandbox,
};
