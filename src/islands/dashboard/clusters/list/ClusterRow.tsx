import { memo } from 'react';
import type { Catalog } from '../../../../shared/catalog/catalog.schemas.ts';
import { TableCell, TableRow, TableRowHeader } from '../../../ui/table.tsx';
import { StatusChip, TierBadge } from '../ClusterBadges.tsx';
import type { ClusterListItem } from '../cluster-list-api.ts';
import { clusterHref, percent, regionLabel, runningNodeCount } from '../cluster-view.ts';

/** What every row reads besides its cluster: the same objects for every row of a render. */
export type ClusterRowContext = {
  /** The catalog once it has answered (until then a row shows tier and region ids). */
  catalog: Catalog | undefined;
  /** Region labels by id, worked out once per catalog rather than once per row. */
  regionLabels: ReadonlyMap<string, string>;
  /** A price in US cents in the visitor's currency (stable while currency and rates are). */
  format: (usdCents: number) => string;
};

/** Region labels of a catalog by id ('Paris 1 (FR, EU)'). */
export function regionLabelsOf(catalog: Catalog | undefined): Map<string, string> {
  return new Map((catalog?.regions ?? []).map((region) => [region.id, regionLabel(catalog, region.id)]));
}

/**
 * One cluster of /my-clusters. Memoized: a page loaded below it, a /ws patch to another cluster
 * or the counts arriving re-render only the rows whose cluster object changed (the query keeps
 * unchanged rows' objects from one read to the next).
 */
export const ClusterRow = memo(function ClusterRow({
  cluster,
  context,
}: {
  cluster: ClusterListItem;
  context: ClusterRowContext;
}) {
  const { catalog, regionLabels, format } = context;
  return (
    <TableRow>
      <TableRowHeader className="py-2">
        <a href={clusterHref(cluster.id)} className="text-primary underline-offset-4 hover:underline">
          {cluster.name}
        </a>
      </TableRowHeader>
      <TableCell className="py-2">
        <StatusChip status={cluster.status} />
        {cluster.status === 'provisioning' || cluster.status === 'updating' ? (
          <span className="ml-2 text-xs tabular-nums">{percent(cluster.progress)}</span>
        ) : null}
      </TableCell>
      <TableCell className="py-2">
        <TierBadge catalog={catalog} tierId={cluster.tierId} />
      </TableCell>
      <TableCell className="py-2">{regionLabels.get(cluster.regionId) ?? cluster.regionId}</TableCell>
      <TableCell className="py-2">{cluster.kubernetesVersion}</TableCell>
      <TableCell numeric className="py-2">
        {runningNodeCount(cluster)}
      </TableCell>
      <TableCell numeric className="py-2">
        {format(cluster.monthlyUsdCents)}
      </TableCell>
    </TableRow>
  );
});
