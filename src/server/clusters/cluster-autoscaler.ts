import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { allocatableMillicores } from '../k8s/node.generator.ts';
import type { Repositories } from '../store/repositories.ts';
import { autoscaledNodesOf, decideScaling, type ScalingDecision } from './autoscaler-decision.ts';
import type { ClusterNotices } from './cluster-notices.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import { specOf } from './provisioning.service.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';
import { storedEvent, type AutoscalerChange } from './event-text.ts';

/** The autoscaler's tick (scheduled every minute; safe to run at any time, on any instance). */
export const AUTOSCALE_JOB = 'clusters.autoscale';
export const AUTOSCALE_EVERY_MS = MS_PER_MINUTE;
const PAGE = 500;

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  notices?: Pick<ClusterNotices, 'changed'>;
  now?: () => number;
};

/**
 * The simulated provider's cluster autoscaler. At each tick, for every running cluster with an
 * autoscaled pool: pods its nodes cannot hold add nodes up to the pool's maximum (within the
 * tier's node limit); nodes unneeded for 10 minutes are removed down to the configured count.
 * Each change is a configuration event carrying the nodes running (metered by the hour and
 * billed at month end) and told to the members; a tick that finds nothing to do writes nothing.
 */
export class ClusterAutoscaler {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** One tick over every cluster with an autoscaled pool; how many clusters changed. */
  async run(): Promise<{ clusters: number; changed: number }> {
    const nowMs = (this.#deps.now ?? Date.now)();
    const catalog = await this.#deps.catalog.snapshot();
    const totals = { clusters: 0, changed: 0 };
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const page = await this.#deps.repositories.clusters.listAutoscaled(PAGE, after);
      for (const cluster of page) {
        totals.clusters += 1;
        if (cluster.status === 'running' && (await this.reconcile(cluster.id, catalog, nowMs))) totals.changed += 1;
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
    return totals;
  }

  /** Reconciles one cluster at once (its load just changed, as pods going pending wake the real one). */
  async reconcileNow(clusterId: string): Promise<boolean> {
    return this.reconcile(clusterId, await this.#deps.catalog.snapshot(), (this.#deps.now ?? Date.now)());
  }

  /** Reconciles one cluster at `nowMs` (its row locked); true when nodes were added or removed. */
  async reconcile(clusterId: string, catalog: CatalogSeed, nowMs: number): Promise<boolean> {
    const at = new Date(nowMs).toISOString();
    return this.#deps.repositories.transaction(async (tx) => {
      let changes: AutoscalerChange[] = [];
      const updated = await tx.clusters.update(clusterId, (current) => {
        if (current.status !== 'running') return undefined;
        const next = reconciled(current, catalog, nowMs);
        changes = next.changes;
        return next.record ?? undefined;
      });
      if (!updated || changes.length === 0) return false;
      const autoscaledNodes = autoscaledNodesOf(updated);
      await tx.clusterEvents.append({
        clusterId,
        organizationId: updated.organizationId,
        type: 'config',
        ...storedEvent({ key: 'autoscaled', changes }),
        actorId: null,
        spec: specOf(updated),
        autoscaledNodes,
        at,
      });
      await this.#deps.notices?.changed(tx, updated);
      return true;
    });
  }

  /** The job handler. */
  jobHandler(): JobHandler {
    return async () => {
      await this.run();
      return undefined;
    };
  }
}

/** The cluster after one tick (null: nothing to write), and what to tell about it. */
function reconciled(
  cluster: ClusterRecord,
  catalog: CatalogSeed,
  nowMs: number,
): { record: ClusterRecord | null; changes: AutoscalerChange[] } {
  const tier = catalog.tiers.find((t) => t.id === cluster.tierId);
  const running: Record<string, number> = {};
  for (const pool of cluster.nodePools)
    running[pool.name] = Math.max(pool.count, autoscaledNodesOf(cluster)[pool.name] ?? 0);
  const underused: Record<string, string> = {};
  const changes: AutoscalerChange[] = [];
  for (const pool of cluster.nodePools) {
    const size = catalog.nodeSizes.find((s) => s.id === pool.nodeSizeId);
    if (!pool.autoscale || !size) continue;
    const others = Object.entries(running).reduce((sum, [name, nodes]) => (name === pool.name ? sum : sum + nodes), 0);
    const load = cluster.testLoad?.[pool.name];
    const since = cluster.underusedSince?.[pool.name];
    const decision: ScalingDecision = decideScaling(
      {
        configured: pool.count,
        running: running[pool.name] ?? pool.count,
        max: Math.min(pool.autoscale.max, (tier?.maxNodes ?? pool.autoscale.max) - others),
        replicas: load?.replicas ?? 0,
        podMillicores: load?.cpuMillicores ?? 0,
        nodeMillicores: allocatableMillicores(size.vcpu),
        underusedSinceMs: since ? Date.parse(since) : undefined,
      },
      nowMs,
    );
    const before = running[pool.name] ?? pool.count;
    if (decision.kind === 'up') {
      running[pool.name] = decision.to;
      changes.push({ kind: 'added', pool: pool.name, nodes: decision.to - before, pendingPods: decision.pendingPods });
    } else if (decision.kind === 'down') {
      running[pool.name] = decision.to;
      changes.push({ kind: 'removed', pool: pool.name, nodes: before - decision.to });
    } else if (decision.kind === 'wait') {
      underused[pool.name] = new Date(decision.underusedSinceMs).toISOString();
    }
  }
  const record: ClusterRecord = {
    ...cluster,
    autoscaledNodes: autoscaledNodesOf({ nodePools: cluster.nodePools, autoscaledNodes: running }),
    underusedSince: underused,
  };
  const same =
    JSON.stringify(record.autoscaledNodes) === JSON.stringify(autoscaledNodesOf(cluster)) &&
    JSON.stringify(underused) === JSON.stringify(cluster.underusedSince ?? {});
  return { record: same ? null : record, changes };
}
