import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { allocatableMillicores } from '../k8s/node.generator.ts';
import type { Repositories } from '../store/repositories.ts';
import {
  autoscaledNodesOf,
  decideScaling,
  SCALE_DOWN_UNNEEDED_MS,
  schedulableReplicas,
  type ScalingDecision,
} from './autoscaler-decision.ts';
import type { ClusterNotices } from './cluster-notices.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import { specOf } from './provisioning.service.ts';
import { storedEvent, type AutoscalerChange } from './event-text.ts';
import type { SpendingCapGuard } from '../billing/spending-cap.service.ts';
import type { AutoscaleHold } from '../../shared/billing/spending-cap.schemas.ts';
import { centsFromMicroUsd, type Currency } from '../../shared/money.ts';
import { convertMinor } from '../pricing/rounding.ts';
import { MS_PER_HOUR, MS_PER_MINUTE, startOfUtcMonth } from '../../shared/time.ts';

/** The autoscaler's tick (scheduled every minute; safe to run at any time, on any instance). */
export const AUTOSCALE_JOB = 'clusters.autoscale';
export const AUTOSCALE_EVERY_MS = MS_PER_MINUTE;
const PAGE = 500;

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  notices?: Pick<ClusterNotices, 'changed'>;
  now?: () => number;
  /** How long nodes stay unneeded before they go (AUTOSCALE_SCALE_DOWN_SECONDS; 10 minutes by default). */
  scaleDownUnneededMs?: number;
};

/**
 * What the spending cap leaves for autoscaled nodes at a tick: the cap, the month's spending so
 * far (with payments and raises in flight), and what one more node of a pool costs until the end
 * of the month, all in the billing currency before VAT.
 */
export type CapAllowance = {
  cap: number;
  committed: number;
  currency: Currency;
  nodeCost: (nodeSizeId: string) => number;
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
  #spendingCap: SpendingCapGuard | undefined;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  get #unneededMs(): number {
    return this.#deps.scaleDownUnneededMs ?? SCALE_DOWN_UNNEEDED_MS;
  }

  /**
   * Connects the monthly spending cap (wired after billing): a node is added only while running
   * it until the end of the month keeps the month within the cap; beyond, the pool holds (the
   * cluster says so) and nothing that runs is removed for it.
   */
  useSpendingCap(cap: SpendingCapGuard): void {
    this.#spendingCap = cap;
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
    const allowance = await this.#allowance(clusterId, catalog, nowMs);
    return this.#deps.repositories.transaction(async (tx) => {
      let changes: AutoscalerChange[] = [];
      let holdChanged = false;
      const updated = await tx.clusters.update(clusterId, (current) => {
        if (current.status !== 'running') return undefined;
        const next = reconciled(current, catalog, nowMs, allowance, this.#unneededMs);
        changes = next.changes;
        holdChanged = next.holdChanged;
        return next.record ?? undefined;
      });
      // A hold that starts (or moves to other pools, or another cap) is said once in the events.
      const hold = updated?.autoscaleHold;
      if (updated && holdChanged && hold)
        await tx.clusterEvents.append({
          clusterId,
          organizationId: updated.organizationId,
          type: 'info',
          ...storedEvent({
            key: 'autoscale_held',
            pools: hold.pools,
            cap: hold.cap,
            projected: hold.projected,
            currency: hold.currency,
          }),
          actorId: null,
          spec: null,
          at,
        });
      if (updated && holdChanged && changes.length === 0) await this.#deps.notices?.changed(tx, updated);
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

  /**
   * What the spending cap leaves when this cluster's pools would grow at this tick; null when
   * they would not, or the organization has no cap. Read before the tick's transaction (the
   * autoscaler meters by the hour, it charges nothing: orders and raises are the ones serialised).
   */
  async #allowance(clusterId: string, catalog: CatalogSeed, nowMs: number): Promise<CapAllowance | null> {
    const guard = this.#spendingCap;
    if (!guard) return null;
    const cluster = await this.#deps.repositories.clusters.findAny(clusterId);
    if (cluster?.status !== 'running') return null;
    const wouldGrow = reconciled(cluster, catalog, nowMs, null, this.#unneededMs).changes.some(
      (c) => c.kind === 'added',
    );
    if (!wouldGrow) return null;
    const standing = await guard.standing(this.#deps.repositories, cluster.organizationId);
    if (!standing) return null;
    const hoursLeft = Math.max(1, Math.ceil((startOfUtcMonth(nowMs, 1) - nowMs) / MS_PER_HOUR));
    return {
      cap: standing.cap,
      committed: standing.committed,
      currency: standing.currency,
      nodeCost: (nodeSizeId) => {
        const size = catalog.nodeSizes.find((s) => s.id === nodeSizeId);
        const usdCents = centsFromMicroUsd((size?.priceHourlyMicroUsd ?? 0) * hoursLeft);
        return convertMinor(
          usdCents,
          { currency: 'USD', rate: 1 },
          { currency: standing.currency, rate: standing.rate },
        );
      },
    };
  }

  /** The job handler. */
  jobHandler(): JobHandler {
    return async () => {
      await this.run();
      return undefined;
    };
  }
}

/**
 * The cluster after one tick (null: nothing to write), and what to tell about it. With a cap
 * `allowance`, a pool grows only by the nodes whose cost until month end the cap still leaves;
 * the pools it stops are the cluster's `autoscaleHold`.
 */
function reconciled(
  cluster: ClusterRecord,
  catalog: CatalogSeed,
  nowMs: number,
  allowance: CapAllowance | null,
  unneededMs: number,
): { record: ClusterRecord | null; changes: AutoscalerChange[]; holdChanged: boolean } {
  const tier = catalog.tiers.find((t) => t.id === cluster.tierId);
  const running: Record<string, number> = {};
  for (const pool of cluster.nodePools)
    running[pool.name] = Math.max(pool.count, autoscaledNodesOf(cluster)[pool.name] ?? 0);
  const underused: Record<string, string> = {};
  const changes: AutoscalerChange[] = [];
  let committed = allowance?.committed ?? 0;
  const held: string[] = [];
  let heldProjected = 0;
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
        replicas: schedulableReplicas(pool, load),
        podMillicores: load?.cpuMillicores ?? 0,
        nodeMillicores: allocatableMillicores(size.vcpu),
        underusedSinceMs: since ? Date.parse(since) : undefined,
      },
      nowMs,
      unneededMs,
    );
    const before = running[pool.name] ?? pool.count;
    if (decision.kind === 'up') {
      let to = decision.to;
      if (allowance) {
        const cost = allowance.nodeCost(pool.nodeSizeId);
        const affordable = cost > 0 ? Math.max(0, Math.floor((allowance.cap - committed) / cost)) : to - before;
        if (to - before > affordable) {
          to = before + affordable;
          held.push(pool.name);
          if (heldProjected === 0) heldProjected = committed + (affordable + 1) * cost;
        }
        committed += (to - before) * cost;
      }
      if (to > before) {
        running[pool.name] = to;
        changes.push({ kind: 'added', pool: pool.name, nodes: to - before, pendingPods: decision.pendingPods });
      }
    } else if (decision.kind === 'down') {
      running[pool.name] = decision.to;
      changes.push({ kind: 'removed', pool: pool.name, nodes: before - decision.to });
    } else if (decision.kind === 'wait') {
      underused[pool.name] = new Date(decision.underusedSinceMs).toISOString();
    }
  }
  const previous = cluster.autoscaleHold ?? null;
  const hold: AutoscaleHold | null =
    held.length === 0 || !allowance
      ? null
      : previous && JSON.stringify(previous.pools) === JSON.stringify(held) && previous.cap === allowance.cap
        ? previous
        : {
            at: new Date(nowMs).toISOString(),
            pools: held,
            cap: allowance.cap,
            projected: heldProjected,
            currency: allowance.currency,
          };
  const holdChanged = hold !== previous;
  const record: ClusterRecord = {
    ...cluster,
    autoscaledNodes: autoscaledNodesOf({ nodePools: cluster.nodePools, autoscaledNodes: running }),
    underusedSince: underused,
    autoscaleHold: hold,
  };
  const same =
    !holdChanged &&
    JSON.stringify(record.autoscaledNodes) === JSON.stringify(autoscaledNodesOf(cluster)) &&
    JSON.stringify(underused) === JSON.stringify(cluster.underusedSince ?? {});
  return { record: same ? null : record, changes, holdChanged };
}
