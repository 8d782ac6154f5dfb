import type { TierPage } from '../../shared/catalog/catalog.schemas.ts';
import { currentLocale, type Locale } from '../../shared/i18n/locale.ts';
import { ai } from './ai.ts';
import { blue } from './blue.ts';
import { data } from './data.ts';
import { CLUSTER_TYPES_FR } from './fr/index.ts';
import { green } from './green.ts';
import { orange } from './orange.ts';
import { red } from './red.ts';
import { sandbox } from './sandbox.ts';
import type { ClusterTypeContent } from './types.ts';

export type { ClusterTypeContent, Workload } from './types.ts';

/** The editorial content of every /cluster-types/{type} page, by page slug. */
export const CLUSTER_TYPES: Readonly<Record<TierPage, ClusterTypeContent>> = {
  blue,
  red,
  green,
  data,
  ai,
  orange,
  sandbox,
};

/** The same content in French (src/content/cluster-types/fr/, same shape, same slugs and tiers). */
export { CLUSTER_TYPES_FR };

const BY_LOCALE: Record<Locale, Readonly<Record<TierPage, ClusterTypeContent>>> = {
  en: CLUSTER_TYPES,
  fr: CLUSTER_TYPES_FR,
};

/** The editorial content of a cluster-type page in a language (the one being rendered by default). */
export function clusterTypeContent(page: TierPage, locale: Locale = currentLocale()): ClusterTypeContent {
  return BY_LOCALE[locale][page];
}
