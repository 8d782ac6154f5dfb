import { useState } from 'react';
import type { Catalog } from '../../../../shared/catalog/catalog.schemas.ts';
import { RoleNote } from '../../../auth/RoleNote.tsx';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { inputClass } from '../../../ui/input-class.ts';
import { Table, TableCell, TableRow, TableRowHeader } from '../../../ui/table.tsx';
import type { Cluster, NodePool } from '../cluster-types.ts';
import { poolRunning, tierOf } from '../cluster-view.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { Section } from './Section.tsx';
import { m } from '../../../../shared/i18n/messages.ts';
import { AutoscaleHoldNotice } from './AutoscaleHoldNotice.tsx';
import { labelsText, PoolSchedulingFields, taintText } from '../pools/PoolSchedulingFields.tsx';
import { nodePoolSchema } from '../../../../shared/clusters/clusters.schemas.ts';

const poolColumns = () =>
  [
    m.clusters_pools_col_pool(),
    m.clusters_pools_col_size(),
    { label: m.clusters_pools_col_nodes(), align: 'end' },
    m.clusters_pools_col_autoscale(),
    m.clusters_pools_col_scheduling(),
  ] as const;
// Narrower gutters on a phone, so the pool's Scale button stays in view.
const CELL = 'px-2 py-2 sm:px-3';

const int = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** Node pools: size, count, autoscaling; scale one with the cost shown before confirming. */
export function NodePoolsSection({ cluster, catalog }: { cluster: Cluster; catalog: Catalog | undefined }) {
  const [editing, setEditing] = useState<number | null>(null);
  const mayChange = useCan('clusters.write');
  const sizeName = (id: string) => catalog?.nodeSizes.find((s) => s.id === id)?.name ?? id;
  return (
    <Section title={m.clusters_pools_title()}>
      <Table
        caption={m.clusters_pools_title()}
        columns={mayChange ? [...poolColumns(), { label: m.clusters_col_actions(), hidden: true }] : poolColumns()}
        plain
      >
        {cluster.nodePools.map((pool, index) => (
          <TableRow key={pool.name}>
            <TableRowHeader className={CELL}>{pool.name}</TableRowHeader>
            <TableCell className={cn(CELL, 'whitespace-nowrap')}>
              {sizeName(pool.nodeSizeId)}{' '}
              <span className="block font-mono text-xs text-muted-foreground sm:inline">{pool.nodeSizeId}</span>
            </TableCell>
            <TableCell numeric className={CELL} data-pool-nodes={pool.name}>
              {poolRunning(cluster, pool) > pool.count
                ? m.clusters_pools_autoscaled_count({
                    count: pool.count,
                    extra: poolRunning(cluster, pool) - pool.count,
                  })
                : pool.count}
            </TableCell>
            <TableCell className={CELL}>
              {pool.autoscale ? `${pool.autoscale.min}–${pool.autoscale.max}` : m.clusters_pools_autoscale_off()}
            </TableCell>
            <TableCell className={cn(CELL, 'font-mono text-xs')} data-pool-scheduling={pool.name}>
              {labelsText(pool.labels) ? <span className="block">{labelsText(pool.labels)}</span> : null}
              {(pool.taints ?? []).map((taint) => (
                <span key={`${taint.key}:${taint.effect}`} className="block">
                  {taintText(taint)}
                </span>
              ))}
            </TableCell>
            {mayChange ? (
              <TableCell className={cn(CELL, 'whitespace-nowrap text-right')}>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(index)}
                  disabled={cluster.status !== 'running'}
                >
                  {/* The row names the pool, so a phone's narrow table keeps the button in view. */}
                  {m.clusters_pools_scale()}
                  <span className="sr-only"> {pool.name}</span>
                </Button>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </Table>
      {cluster.nodePools.some((pool) => pool.autoscale) ? (
        <p className="mt-2 text-xs text-muted-foreground">{m.clusters_pools_autoscaler_note()}</p>
      ) : null}
      {cluster.nodePools.some((pool) => pool.autoscale?.min === 0) ? (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="scale-to-zero-note">
          {m.clusters_pools_zero_note()}
        </p>
      ) : null}
      <AutoscaleHoldNotice cluster={cluster} />
      {!mayChange ? <RoleNote permission="clusters.write" className="mt-2" /> : null}
      {mayChange && cluster.status !== 'running' ? (
        <p className="mt-2 text-xs text-muted-foreground">{m.clusters_pools_wait_running()}</p>
      ) : null}
      {mayChange && editing !== null && cluster.nodePools[editing] ? (
        <ScaleDialog
          cluster={cluster}
          index={editing}
          maxNodes={tierOf(catalog, cluster.tierId).maxNodes}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Section>
  );
}

function ScaleDialog({
  cluster,
  index,
  maxNodes,
  onClose,
}: {
  cluster: Cluster;
  index: number;
  maxNodes: number;
  onClose: () => void;
}) {
  const original = cluster.nodePools[index] as NodePool;
  const [pool, setPool] = useState<NodePool>(original);
  const valid =
    Object.keys(poolProblems(pool)).length === 0 &&
    Number.isInteger(pool.count) &&
    (!pool.autoscale || (Number.isInteger(pool.autoscale.min) && Number.isInteger(pool.autoscale.max)));
  const changed = JSON.stringify(pool) !== JSON.stringify(original);
  const patch = valid && changed ? { nodePools: cluster.nodePools.map((p, i) => (i === index ? pool : p)) } : null;
  // Labels and taints alone change no price: the dialog says so beside the preview.
  const schedulingOnly =
    changed &&
    JSON.stringify({ ...pool, labels: undefined, taints: undefined }) ===
      JSON.stringify({ ...original, labels: undefined, taints: undefined });
  const problems = poolProblems(pool);
  return (
    <ChangeDialog
      open
      onOpenChange={(open) => !open && onClose()}
      clusterId={cluster.id}
      title={m.clusters_scale_title({ pool: original.name })}
      description={m.clusters_scale_description({ count: original.count, max: maxNodes })}
      patch={patch}
      confirmLabel={m.clusters_scale_confirm()}
    >
      <div className="grid gap-3">
        <div className="grid gap-1">
          <label htmlFor="scale-count" className="text-sm font-medium">
            {m.clusters_pools_nodes()}
          </label>
          <input
            id="scale-count"
            type="number"
            min={0}
            max={maxNodes}
            className={inputClass}
            value={Number.isFinite(pool.count) ? pool.count : ''}
            onChange={(e) => setPool({ ...pool, count: int(e.target.value) })}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={pool.autoscale !== undefined}
            onChange={(e) =>
              setPool({
                ...pool,
                autoscale: e.target.checked
                  ? { min: Math.min(1, pool.count || 1), max: Math.max(pool.count || 1, 1) }
                  : undefined,
              })
            }
          />
          {m.clusters_pools_autoscale()}
        </label>
        {pool.autoscale ? (
          <div className="grid grid-cols-2 gap-2">
            {(['min', 'max'] as const).map((bound) => (
              <div key={bound} className="grid gap-1">
                <label htmlFor={`scale-${bound}`} className="text-xs font-medium">
                  {bound === 'min' ? m.clusters_pools_at_least() : m.clusters_pools_at_most()}
                </label>
                <input
                  id={`scale-${bound}`}
                  type="number"
                  min={0}
                  className={inputClass}
                  value={Number.isFinite(pool.autoscale?.[bound]) ? pool.autoscale?.[bound] : ''}
                  onChange={(e) =>
                    setPool({
                      ...pool,
                      autoscale: {
                        min: pool.autoscale?.min ?? 0,
                        max: pool.autoscale?.max ?? 1,
                        [bound]: int(e.target.value),
                      },
                    })
                  }
                />
              </div>
            ))}
          </div>
        ) : null}
        {pool.autoscale?.min === 0 ? (
          <p className="text-xs text-muted-foreground">{m.clusters_pools_zero_note()}</p>
        ) : null}
        <PoolSchedulingFields pool={pool} onChange={setPool} idPrefix="scale" errorAt={(field) => problems[field]} />
        {schedulingOnly ? (
          <p role="status" className="text-sm font-medium" data-testid="no-charge">
            {m.clusters_pools_no_charge()}
          </p>
        ) : null}
      </div>
    </ChangeDialog>
  );
}

/** Field (`labels.team`, `taints.0.key`) → why the shared pool schema refuses it. */
function poolProblems(pool: NodePool): Record<string, string> {
  const parsed = nodePoolSchema.safeParse(pool);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}
