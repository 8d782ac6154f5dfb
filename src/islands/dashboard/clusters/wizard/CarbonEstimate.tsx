import { useQuery } from '@tanstack/react-query';
import type { ClusterSpec } from '../../../../shared/clusters/clusters.schemas.ts';
import { METHOD_PAGE_PATH } from '../../../../shared/carbon/factors.ts';
import { formatKg } from '../../../../shared/carbon/format.ts';
import { monthlyEstimate } from '../../../../shared/carbon/footprint.ts';
import { currentLocale } from '../../../../shared/i18n/locale.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { localizedPath } from '../../../../shared/i18n/page-paths.ts';
import { catalogQuery } from '../../../lib/catalog-query.ts';

/**
 * The draft's estimated carbon footprint per month beside its price: 730 hours of the configured
 * nodes in the region's grid, by the same formula as the cluster page and /usage.
 */
export function CarbonEstimate({ spec }: { spec: ClusterSpec }) {
  const catalog = useQuery(catalogQuery());
  const estimate = catalog.data ? monthlyEstimate(spec, catalog.data) : null;
  if (!estimate) return null;
  return (
    <p
      className="mt-3 border-t border-border pt-3 text-xs"
      data-testid="live-price-co2e"
      data-co2e-grams={estimate.grams}
    >
      <span className="font-medium tabular-nums">{m.clusters_price_co2e({ kg: formatKg(estimate.grams) })}</span>{' '}
      <span className="text-muted-foreground">{m.clusters_price_co2e_note()}</span>{' '}
      <a className="text-primary underline" href={localizedPath(METHOD_PAGE_PATH, currentLocale())}>
        {m.clusters_footprint_method_link()}
      </a>
    </p>
  );
}
