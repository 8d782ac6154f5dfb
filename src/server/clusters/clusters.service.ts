import { randomUUID } from 'node:crypto';
import type { CatalogSeed, KubernetesVersion } from '../../shared/catalog/catalog.schemas.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import { clusterLines } from '../../shared/price-lines.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { clusterEndpoint } from '../k8s/api-endpoint.ts';
import { kubectlServer } from '../../shared/kubectl-server.ts';
import { decodeCursor, encodeCursor } from '../platform/pagination.ts';
import { pendingClusterRecord } from './cluster-record.ts';
import { clusterHealth } from './cluster-health.ts';
import { clusterSpecProblems } from '../../shared/cluster-rules.ts';
import type { Currency } from '../../shared/money.ts';
import {
  clusterStatusSchema,
  isBilled,
  type Cluster,
  type ClusterChangeAnswer,
  type ClusterCounts,
  type ClusterEvent,
  type ClusterListItem,
  type ClusterListQuery,
  type ClusterHealth,
  type ClusterPatch,
  type ClusterPurpose,
  type ClusterRecord,
  type ClusterSpec,
  type NodePool,
  type TestLoadInput,
} from '../../shared/clusters/clusters.schemas.ts';
import { specOf, type ProvisioningService } from './provisioning.service.ts';
import type { ClusterSubscriptions } from '../subscriptions/cluster-subscriptions.service.ts';
import type { ChangeQuote } from '../../shared/subscriptions/change-quote.schemas.ts';
import { autoscaledNodesOf } from './autoscaler-decision.ts';
import { schedulableOn, type NodeTaint } from '../../shared/clusters/pool-scheduling.schemas.ts';
import type { ClusterAutoscaler } from './cluster-autoscaler.ts';
import { m } from '../../shared/i18n/messages.ts';
import { eventMessage } from './event-text.ts';
import { printedDay } from '../invoices/printed-words.ts';
import { clusterStatusLabel } from '../http/status-labels.ts';
import { isLiveCluster } from '../../shared/cluster-lifecycle.ts';
import { runningPatch, versionFacts } from './version-lifecycle.ts';
import { planSurge } from './surge-upgrade.ts';
import type { SurgeUpgrade, UpgradeReason } from '../../shared/clusters/upgrade.schemas.ts';
import { maintenanceSettings, maintenanceChange } from './maintenance-settings.ts';
import { upgradeCheck, type UpgradeCheck } from './upgrade-precheck.ts';
import { namesMatch } from '../../shared/confirm-name.ts';

/** One page of GET /api/clusters; `nextCursor` is null on the last page. */
export type ClusterPage = { items: ClusterListItem[]; nextCursor: string | null };

const LIVE_STATUSES = clusterStatusSchema.options.filter((status) => isLiveCluster({ status }));
/** A filtered list reads clusters in batches of this many, and at most SCAN_LIMIT per page. */
const SCAN_BATCH = 200;
const SCAN_LIMIT = 2000;

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  provisioning: ProvisioningService;
  publicOrigin: string;
  now?: () => number;
  /** The provider's autoscaler, told when a pool's load changes. */
  autoscaler?: Pick<ClusterAutoscaler, 'reconcileNow'>;
};

/** What billing does around a cluster's life (subscriptions/cluster-subscriptions.service.ts). */
export type ClusterBilling = Pick<
  ClusterSubscriptions,
  | 'activate'
  | 'quote'
  | 'quoteDeletion'
  | 'change'
  | 'confirmChange'
  | 'cancelChange'
  | 'endForDeletion'
  | 'includeAddon'
  | 'useApplier'
>;

/** A spec's list price for a month, in USD cents. */
export function monthlyUsdCents(spec: ClusterSpec, catalog: CatalogSeed): number {
  return clusterLines(spec, catalog, 'monthly').reduce((sum, line) => sum + line.amountUsdCents, 0);
}

/** 409: the cluster is not running; with `field`, the field of the refused change is named. */
const notRunning = (cluster: ClusterRecord, field?: string) => {
  const message = m.error_cluster_busy({ status: clusterStatusLabel(cluster.status) });
  return new AppError(409, 'cluster_busy', message, field ? { fields: { [field]: message } } : {});
};

/** The field a change is refused on: the version first, then the pools, then the add-ons. */
const changedField = (patch: ClusterPatch) =>
  (['kubernetesVersion', 'nodePools', 'addonIds'] as const).find((field) => patch[field] !== undefined);

/**
 * Clusters of an organization: read (another organization's is not found), changed while running
 * (node pools, the next Kubernetes minor, removing add-ons), deleted by typing the name, and
 * created by paid orders. Every change runs as a provisioning operation.
 */
export class ClustersService {
  #deps: Deps;
  #now: () => number;
  #billing: ClusterBilling | undefined;
  /** List rows by catalog, then by stored record (see #listView). */
  #listRows = new WeakMap<Readonly<CatalogSeed>, WeakMap<Readonly<ClusterRecord>, ClusterListItem>>();

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** Connects the subscriptions (wired after the billing services, which come later). */
  attachBilling(billing: ClusterBilling): void {
    this.#billing = billing;
    billing.useApplier((tx, change) => this.#applyChange(tx, change));
  }

  /**
   * One page of the organization's clusters (not deleted), newest first, in the list's lighter
   * form. State filters use the state index; a search, type or provider filter reads keyset
   * batches and stops after SCAN_LIMIT clusters: the cursor then points past what was read, so
   * the next page goes on from there (a page may be short, never skips a match).
   */
  async list(organizationId: string, query: ClusterListQuery): Promise<ClusterPage> {
    const { clusters } = this.#deps.repositories;
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const needle = query.q?.toLowerCase();
    const filtered = Boolean(needle || query.tierId || query.providerId);
    const matches = (c: ClusterRecord) =>
      (!query.tierId || c.tierId === query.tierId) &&
      (!query.providerId || c.providerId === query.providerId) &&
      (!needle || c.name.includes(needle) || c.regionId.includes(needle) || c.kubernetesVersion.includes(needle));
    const catalog = await this.#deps.catalog.shared();
    if (!filtered) {
      const found = await clusters.listLivePage(organizationId, {
        limit: query.limit + 1,
        after,
        status: query.status,
      });
      const page = found.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((c) => this.#listView(c, catalog)),
        nextCursor: found.length > query.limit && last ? encodeCursor(last) : null,
      };
    }
    const items: ClusterRecord[] = [];
    let cursor = after;
    let scanned = 0;
    let exhausted = false;
    while (items.length <= query.limit && scanned < SCAN_LIMIT) {
      const batch = await clusters.listLivePage(organizationId, {
        limit: SCAN_BATCH,
        after: cursor,
        status: query.status,
      });
      for (const cluster of batch) {
        scanned += 1;
        cursor = { createdAt: cluster.createdAt, id: cluster.id };
        if (!matches(cluster)) continue;
        items.push(cluster);
        if (items.length > query.limit) break;
      }
      if (batch.length < SCAN_BATCH) {
        exhausted = items.length <= query.limit;
        break;
      }
    }
    const page = items.slice(0, query.limit);
    const last = page.at(-1);
    const resume = items.length > query.limit ? last : exhausted ? undefined : cursor;
    return { items: page.map((c) => this.#listView(c, catalog)), nextCursor: resume ? encodeCursor(resume) : null };
  }

  /**
   * Every cluster of the organization (not deleted) that `keep` accepts, in full, newest first:
   * for the short lists of provider test clusters. Reads in keyset batches.
   */
  async listMatching(organizationId: string, keep: (cluster: ClusterRecord) => boolean): Promise<Cluster[]> {
    const found: ClusterRecord[] = [];
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const batch = await this.#deps.repositories.clusters.listLivePage(organizationId, { limit: SCAN_BATCH, after });
      found.push(...batch.filter(keep));
      const last = batch.at(-1);
      if (!last || batch.length < SCAN_BATCH) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
    const catalog = await this.#deps.catalog.shared();
    return found.map((c) => this.#view(c, catalog));
  }

  /** The organization's clusters (not deleted) by state, from the state index. */
  async counts(organizationId: string): Promise<ClusterCounts> {
    const { clusters } = this.#deps.repositories;
    const entries = await Promise.all(
      LIVE_STATUSES.map(
        async (status) => [status, await clusters.countLiveWithStatus(organizationId, status)] as const,
      ),
    );
    const byStatus = Object.fromEntries(entries) as ClusterCounts['byStatus'];
    return { total: entries.reduce((sum, [, count]) => sum + count, 0), byStatus };
  }

  async get(organizationId: string, id: string): Promise<Cluster> {
    return this.#view(await this.mustFind(organizationId, id), await this.#deps.catalog.snapshot());
  }

  async mustFind(organizationId: string, id: string): Promise<ClusterRecord> {
    const cluster = await this.#deps.repositories.clusters.find(organizationId, id);
    if (!cluster) throw errors.notFound(m.error_no_such_cluster());
    return cluster;
  }

  async events(organizationId: string, id: string, limit = 100): Promise<ClusterEvent[]> {
    await this.mustFind(organizationId, id);
    const events = await this.#deps.repositories.clusterEvents.list(id, limit);
    // Events a job wrote are said in the reader's language.
    return events.map(({ organizationId: _o, spec: _s, timing: _t, text: _text, ...event }) => ({
      ...event,
      message: eventMessage({ message: event.message, text: _text }),
    }));
  }

  /** Component health (API server, etcd, scheduler, nodes ready) from where the cluster stands. */
  async health(organizationId: string, id: string): Promise<ClusterHealth> {
    return clusterHealth(await this.mustFind(organizationId, id), new Date(this.#now()));
  }

  countLive(organizationId: string): Promise<number> {
    return this.#deps.repositories.clusters.countLive(organizationId);
  }

  /** The spec a patch leads to, checked against every rule; 400 with the fields otherwise. */
  async target(cluster: ClusterRecord, patch: ClusterPatch): Promise<ClusterSpec> {
    const catalog = await this.#deps.catalog.snapshot();
    const current = specOf(cluster);
    const next: ClusterSpec = { ...current, ...patch };
    const problems: Record<string, string> = { ...clusterSpecProblems(next, catalog) };
    if (patch.kubernetesVersion && patch.kubernetesVersion !== current.kubernetesVersion) {
      const [, from = 0] = current.kubernetesVersion.split('.').map(Number);
      const [, to = 0] = patch.kubernetesVersion.split('.').map(Number);
      if (to !== from + 1)
        problems.kubernetesVersion = m.field_upgrade_one_minor({
          from: current.kubernetesVersion,
          to: `1.${from + 1}`,
        });
    }
    // An add-on with no version for the target blocks the upgrade, as the pre-check says.
    if (
      !problems.kubernetesVersion &&
      patch.kubernetesVersion &&
      patch.kubernetesVersion !== current.kubernetesVersion
    ) {
      const addon = upgradeCheck(cluster, catalog, patch.kubernetesVersion).checks.find(
        (check) => check.kind === 'addon' && check.status === 'blocking',
      );
      if (addon) problems.kubernetesVersion = addon.message;
    }
    if (patch.addonIds && patch.addonIds.some((id) => !current.addonIds.includes(id))) {
      problems.addonIds = m.field_addons_through_order();
    }
    for (const pool of patch.nodePools ?? []) {
      const before = current.nodePools.find((p) => p.name === pool.name);
      if (before && before.nodeSizeId !== pool.nodeSizeId)
        problems[`nodePools.${pool.name}`] = m.field_pool_keeps_node_size();
    }
    if (Object.keys(problems).length > 0) throw errors.badRequest(m.error_some_fields_missing_invalid(), problems);
    return next;
  }

  /**
   * What a change would cost before it is confirmed: the period's list price now and after, and
   * the exact amount charged at once (an increase) or credited (a decrease) for the rest of the
   * paid period, by the same computation that charges it.
   */
  async preview(organizationId: string, id: string, patch: ClusterPatch) {
    const cluster = await this.mustFind(organizationId, id);
    const target = await this.target(cluster, patch);
    const catalog = await this.#deps.catalog.snapshot();
    const billing = (await this.#billing?.quote(cluster, target)) ?? null;
    const currentMonthlyUsdCents = monthlyUsdCents(specOf(cluster), catalog);
    const newMonthlyUsdCents = monthlyUsdCents(target, catalog);
    if (!billing) {
      const note = m.notice_change_not_billed();
      return {
        currentMonthlyUsdCents,
        newMonthlyUsdCents,
        proratedUsdCents: 0,
        periodEndsAt: new Date(this.#now()).toISOString(),
        note,
        billing,
      };
    }
    const days = {
      remaining: billing.remainingDays,
      period: billing.periodDays,
      end: printedDay(billing.periodEndsAt),
    };
    const note =
      billing.direction === 'charge'
        ? m.notice_change_charged_now(days)
        : billing.direction === 'credit'
          ? m.notice_change_credited_now(days)
          : m.notice_change_nothing_now(days);
    return {
      currentMonthlyUsdCents,
      newMonthlyUsdCents,
      proratedUsdCents: billing.proratedUsdCents,
      periodEndsAt: billing.periodEndsAt,
      note,
      billing,
    };
  }

  /** What deleting the cluster now would credit (null: it is not billed), the figures the deletion's credit note will carry. */
  async previewDeletion(organizationId: string, id: string): Promise<{ billing: ChangeQuote | null }> {
    const cluster = await this.mustFind(organizationId, id);
    return { billing: (await this.#billing?.quoteDeletion(cluster)) ?? null };
  }

  /**
   * Applies a change to a running cluster: 202, the cluster `updating`. An increase of the
   * period's price is charged first (402 and nothing changed when the payment fails); when the
   * bank asks for 3-D Secure the cluster is answered unchanged with `change.status`
   * `requires_action` and its challenge, and the change applies once it is confirmed.
   */
  async update(user: UserRecord, id: string, patch: ClusterPatch): Promise<ClusterChangeAnswer> {
    const found = await this.mustFind(user.organizationId, id);
    const settings = maintenanceSettings(patch);
    const changes = Boolean(patch.nodePools || patch.kubernetesVersion || patch.addonIds);
    // A change refused leaves the maintenance settings sent with it unchanged too.
    if (changes && found.status !== 'running') throw notRunning(found, changedField(patch));
    if (changes) await this.target(found, patch);
    // The maintenance window and automatic upgrades apply at once: no charge, no operation.
    const cluster = settings ? await this.#setMaintenance(found, settings, user.id) : found;
    if (!changes) return this.#view(cluster, await this.#deps.catalog.snapshot());
    if (cluster.status !== 'running') throw notRunning(cluster, changedField(patch));
    const target = await this.target(cluster, patch);
    const change = { organizationId: user.organizationId, clusterId: id, target, actorId: user.id };
    if (!this.#billing)
      return this.#view(
        await this.#deps.repositories.transaction((tx) => this.#applyChange(tx, change)),
        await this.#deps.catalog.snapshot(),
      );
    const outcome = await this.#billing.change(cluster, target, user.id);
    const view = this.#view(outcome.cluster, await this.#deps.catalog.snapshot());
    if (outcome.kind === 'applied') return view;
    const { challenge, amount, currency } = outcome;
    return { ...view, change: { status: 'requires_action', challenge, amount, currency: currency as Currency } };
  }

  /** The customer's 3-D Secure answer for a change waiting on it: approved, the change applies (202, `updating`). */
  async confirmChange(
    user: UserRecord,
    id: string,
    challengeId: string,
    outcome: 'approve' | 'fail',
  ): Promise<Cluster> {
    await this.mustFind(user.organizationId, id);
    if (!this.#billing) throw errors.conflict(m.error_cluster_has_no_change_waiting_3());
    return this.#view(
      await this.#billing.confirmChange(user.organizationId, id, challengeId, outcome),
      await this.#deps.catalog.snapshot(),
    );
  }

  /** Cancels the cluster's change waiting for 3-D Secure: its payment voided, the cluster as it was. */
  async cancelChange(user: UserRecord, id: string): Promise<Cluster> {
    await this.mustFind(user.organizationId, id);
    if (!this.#billing) throw errors.conflict(m.error_cluster_has_no_change_waiting_3());
    await this.#billing.cancelChange(user.organizationId, id);
    return this.#view(await this.mustFind(user.organizationId, id), await this.#deps.catalog.snapshot());
  }

  /** Stores a new maintenance window or automatic-upgrade choice, with an event naming it. */
  async #setMaintenance(
    cluster: ClusterRecord,
    settings: ReturnType<typeof maintenanceSettings> & object,
    actorId: string,
  ): Promise<ClusterRecord> {
    if (cluster.status === 'deleting' || cluster.status === 'deleted') throw notRunning(cluster);
    return this.#deps.repositories.transaction(async (tx) => {
      const changed = await tx.clusters.update(cluster.id, (current) => ({
        ...current,
        ...settings,
        updatedAt: new Date(this.#now()).toISOString(),
      }));
      if (!changed) throw errors.notFound(m.error_no_such_cluster());
      await tx.clusterEvents.append({
        clusterId: cluster.id,
        organizationId: cluster.organizationId,
        type: 'config',
        message: maintenanceChange(settings),
        actorId,
        spec: null,
      });
      return changed;
    });
  }

  /** GET /api/clusters/{id}/upgrade-check: whether moving to `version` is allowed, and what to look at first. */
  async upgradeCheck(organizationId: string, id: string, version: string): Promise<UpgradeCheck> {
    const cluster = await this.mustFind(organizationId, id);
    return upgradeCheck(cluster, await this.#deps.catalog.snapshot(), version);
  }

  /** Puts a change in effect, in the caller's transaction: the cluster's update operation starts. */
  async #applyChange(
    tx: Repositories,
    change: { organizationId: string; clusterId: string; target: ClusterSpec; actorId: string | null },
  ): Promise<ClusterRecord> {
    const current = await tx.clusters.find(change.organizationId, change.clusterId);
    if (!current || current.status !== 'running') throw notRunning(current ?? ({ status: 'deleted' } as ClusterRecord));
    await tx.clusterEvents.append({
      clusterId: current.id,
      organizationId: current.organizationId,
      type: 'info',
      message: describeChange(specOf(current), change.target),
      actorId: change.actorId,
      spec: null,
    });
    // A new minor goes through the surge upgrade, to the catalog's patch of that minor.
    const versions = (await this.#deps.catalog.snapshot()).kubernetesVersions;
    const toPatch = runningPatch({ kubernetesVersion: change.target.kubernetesVersion }, versions);
    const cause = { actorId: change.actorId, reason: 'requested' } as const;
    const surge =
      change.target.kubernetesVersion !== current.kubernetesVersion
        ? this.#planSurge(current, toPatch, cause, versions)
        : undefined;
    return this.#deps.provisioning.start(tx, current, 'update', {
      targetSpec: change.target,
      actorId: change.actorId ?? undefined,
      surge,
    });
  }

  /**
   * Starts a Kubernetes upgrade (a patch, or the next minor): the control plane first, then each
   * pool's nodes replaced one at a time with a surge of one. 409 `cluster_busy` on
   * `kubernetesVersion` while another change runs, nothing changed.
   */
  async upgradeVersion(
    clusterId: string,
    target: { kubernetesVersion: string; patchVersion: string },
    cause: { actorId: string | null; reason: UpgradeReason },
  ): Promise<ClusterRecord> {
    const versions = (await this.#deps.catalog.snapshot()).kubernetesVersions;
    return this.#deps.repositories.transaction(async (tx) => {
      // Read with the cluster's row locked (an update that changes nothing): one change starts at a time.
      const current = await tx.clusters.update(clusterId, () => undefined);
      if (!current || current.status === 'deleted') throw errors.notFound(m.error_no_such_cluster());
      if (current.status !== 'running') throw notRunning(current, 'kubernetesVersion');
      const from = runningPatch(current, versions);
      await tx.clusterEvents.append({
        clusterId,
        organizationId: current.organizationId,
        type: 'info',
        message: m.notice_event_change_requested({
          changes: m.notice_event_change_version({ from, to: target.patchVersion }),
        }),
        actorId: cause.actorId,
        spec: null,
      });
      return this.#deps.provisioning.start(tx, current, 'update', {
        targetSpec: { ...specOf(current), kubernetesVersion: target.kubernetesVersion },
        actorId: cause.actorId ?? undefined,
        surge: this.#planSurge(current, target.patchVersion, cause, versions),
      });
    });
  }

  /** The surge upgrade of the cluster's pools as they run now (autoscaled nodes included). */
  #planSurge(
    cluster: ClusterRecord,
    toPatch: string,
    cause: { actorId: string | null; reason: UpgradeReason },
    versions: readonly KubernetesVersion[],
  ): SurgeUpgrade {
    const running = autoscaledNodesOf(cluster);
    return planSurge({
      fromPatch: runningPatch(cluster, versions),
      toPatch,
      reason: cause.reason,
      pools: cluster.nodePools.map((pool) => ({
        name: pool.name,
        base: cluster.nodeIndexBase?.[pool.name] ?? 0,
        count: Math.max(pool.count, running[pool.name] ?? 0),
      })),
      now: new Date(this.#now()),
    });
  }

  /** Deletes a cluster after its exact name is typed: credentials revoked and billing stopped at once. */
  async remove(user: UserRecord, id: string, confirmName: string): Promise<Cluster> {
    const cluster = await this.mustFind(user.organizationId, id);
    if (!namesMatch(confirmName, cluster.name))
      throw errors.badRequest(m.error_type_clusters_name_exactly_delete(), {
        confirmName: m.field_type_cluster_name({ name: cluster.name }),
      });
    if (cluster.status === 'deleting' || cluster.status === 'deleted')
      throw new AppError(409, 'cluster_busy', m.error_cluster_already_being_deleted());
    if (cluster.status !== 'running' && cluster.status !== 'failed') throw notRunning(cluster);
    const { repositories, provisioning } = this.#deps;
    const now = new Date(this.#now()).toISOString();
    const updated = await repositories.transaction(async (tx) => {
      const revoked = await tx.kubeconfigs.revokeActive({ clusterId: id }, now);
      await tx.clusterEvents.append({
        clusterId: id,
        organizationId: cluster.organizationId,
        type: 'config',
        message: m.notice_event_deletion_requested(),
        actorId: user.id,
        spec: null,
        at: now,
      });
      if (revoked.length > 0) {
        await tx.clusterEvents.append({
          clusterId: id,
          organizationId: cluster.organizationId,
          type: 'credential',
          message: m.notice_event_kubeconfigs_revoked_with_cluster({ count: revoked.length }),
          actorId: user.id,
          spec: null,
        });
      }
      // The subscription ends here; its unused days come back as a credit note.
      await this.#billing?.endForDeletion(tx, cluster, new Date(now));
      return provisioning.start(tx, cluster, 'delete', { actorId: user.id });
    });
    return this.#view(updated, await this.#deps.catalog.snapshot());
  }

  /**
   * Runs a test service's load on one pool of a running cluster (0 replicas stops it): its pods
   * request CPU, and an autoscaled pool grows when its nodes cannot hold them.
   */
  async setTestLoad(user: UserRecord, id: string, input: TestLoadInput): Promise<Cluster> {
    const cluster = await this.mustFind(user.organizationId, id);
    if (!cluster.nodePools.some((pool) => pool.name === input.pool))
      throw errors.badRequest(m.error_cluster_has_no_such_pool(), { pool: m.field_choose_one_clusters_pools() });
    if (cluster.status !== 'running') throw notRunning(cluster);
    const { pool, replicas, cpuMillicores, tolerations } = input;
    const updated = await this.#deps.repositories.transaction(async (tx) => {
      const changed = await tx.clusters.update(id, (current) => {
        if (current.status !== 'running') throw notRunning(current);
        const { [pool]: _previous, ...others } = current.testLoad ?? {};
        const load = { replicas, cpuMillicores, ...(tolerations ? { tolerations } : {}) };
        return { ...current, testLoad: replicas > 0 ? { ...others, [pool]: load } : others };
      });
      if (!changed) throw errors.notFound(m.error_no_such_cluster());
      const message =
        replicas > 0
          ? m.notice_event_test_load({ pool, replicas, cpu: cpuMillicores })
          : m.notice_event_test_load_stopped({ pool });
      await tx.clusterEvents.append({
        clusterId: id,
        organizationId: changed.organizationId,
        type: 'info',
        message,
        actorId: user.id,
        spec: null,
      });
      // Pods kept off the pool by its taints are said at once: no node will come for them.
      const taints = changed.nodePools.find((p) => p.name === pool)?.taints ?? [];
      if (replicas > 0 && !schedulableOn(taints, tolerations ?? []))
        await tx.clusterEvents.append({
          clusterId: id,
          organizationId: changed.organizationId,
          type: 'info',
          message: m.notice_event_test_load_pending({ pool, taints: taintsText(taints) }),
          actorId: user.id,
          spec: null,
        });
      return changed;
    });
    // Pods going pending (or their load gone) are seen at once, not at the next tick.
    // Read again after it either way: nodes added or removed, or held at the spending cap.
    let scaled: ClusterRecord | undefined;
    if (this.#deps.autoscaler) {
      await this.#deps.autoscaler.reconcileNow(id);
      scaled = await this.#deps.repositories.clusters.findAny(id);
    }
    return this.#view(scaled ?? updated, await this.#deps.catalog.snapshot());
  }

  async retry(user: UserRecord, id: string): Promise<Cluster> {
    return this.#retry(await this.mustFind(user.organizationId, id), user.id);
  }

  /** The customer's retry, started by an officer for any organization's failed cluster. */
  async retryAsOfficer(officer: UserRecord, id: string): Promise<Cluster> {
    const cluster = await this.#deps.repositories.clusters.findAny(id);
    if (!cluster) throw errors.notFound(m.error_no_such_cluster());
    return this.#retry(cluster, officer.id);
  }

  async #retry(cluster: ClusterRecord, actorId: string): Promise<Cluster> {
    const updated = await this.#deps.repositories.transaction((tx) =>
      this.#deps.provisioning.retry(tx, cluster, actorId),
    );
    return this.#view(updated, await this.#deps.catalog.snapshot());
  }

  /** Fulfilment of a cluster order: the cluster is created and its provisioning starts. */
  async createFromOrder(order: OrderRecord): Promise<'running'> {
    const spec = order.cluster;
    if (!spec) throw new Error(`cluster order ${order.number} has no spec`);
    const existing = await this.#deps.repositories.clusters.findByOrder(order.id);
    if (existing) return 'running';
    await this.#deps.repositories.transaction(async (tx) => {
      const cluster = await this.#insert(tx, {
        spec,
        organizationId: order.organizationId,
        orderId: order.id,
        purpose: 'customer',
        actorId: order.buyer.id,
      });
      await tx.orders.update(order.id, (current) => ({ ...current, clusterId: cluster.id }));
      // Paid in advance for the order's period, renewed at its end.
      await this.#billing?.activate(tx, order, cluster);
    });
    return 'running';
  }

  /**
   * A provider test cluster: no order and never billed, provisioned like any other cluster. The
   * caller (the provider test pages) has checked the spec against the provider's limits;
   * `guard` runs in the same transaction first (a cap on test clusters, say) and may throw.
   */
  async createTestCluster(
    user: UserRecord,
    spec: ClusterSpec,
    guard?: (tx: Repositories) => Promise<void>,
  ): Promise<Cluster> {
    const problems = clusterSpecProblems(spec, await this.#deps.catalog.snapshot());
    if (Object.keys(problems).length > 0) throw errors.badRequest(m.error_some_fields_missing_invalid(), problems);
    const cluster = await this.#deps.repositories.transaction(async (tx) => {
      await guard?.(tx);
      return this.#insert(tx, {
        spec,
        organizationId: user.organizationId,
        orderId: null,
        purpose: 'provider-test',
        actorId: user.id,
      });
    });
    return this.#view(cluster, await this.#deps.catalog.snapshot());
  }

  /** Stores a new cluster and starts its provisioning, inside the caller's transaction. */
  async #insert(
    tx: Repositories,
    input: {
      spec: ClusterSpec;
      organizationId: string;
      orderId: string | null;
      purpose: ClusterPurpose;
      actorId: string;
    },
  ): Promise<ClusterRecord> {
    const now = new Date(this.#now()).toISOString();
    const id = randomUUID();
    const versions = (await this.#deps.catalog.snapshot()).kubernetesVersions;
    const record = pendingClusterRecord({
      id,
      organizationId: input.organizationId,
      spec: { ...specOf(input.spec), ...maintenanceSettings(input.spec) },
      orderId: input.orderId,
      purpose: input.purpose,
      endpoint: clusterEndpoint(this.#deps.publicOrigin, id),
      createdAt: now,
    });
    // It runs the catalog patch of its minor from the start, kept until an upgrade changes it.
    const cluster = await tx.clusters.create({ ...record, patchVersion: runningPatch(record, versions) });
    return this.#deps.provisioning.start(tx, cluster, 'create', {
      orderId: input.orderId ?? undefined,
      actorId: input.actorId,
    });
  }

  /** Fulfilment of an add-on order: the add-on installs as a change of the cluster. */
  async installFromOrder(order: OrderRecord): Promise<'running'> {
    if (!order.addon) throw new Error(`add-on order ${order.number} names no add-on`);
    const { clusterId, addonId } = order.addon;
    const { repositories, provisioning } = this.#deps;
    const addon = (await this.#deps.catalog.snapshot()).addons.find((a) => a.id === addonId);
    if (!addon) throw errors.badRequest(m.error_add_no_longer_catalog());
    const version = order.addon.version ?? addon.version;
    await repositories.transaction(async (tx) => {
      // Read with the cluster's row locked (an update that changes nothing): two add-on orders
      // fulfilled at once check "already installed" one after the other, never both before either.
      const locked = await tx.clusters.update(clusterId, () => undefined);
      const cluster = locked?.organizationId === order.organizationId ? locked : undefined;
      if (!cluster || cluster.status === 'deleted' || cluster.status === 'deleting')
        throw errors.badRequest(m.error_cluster_add_no_longer_exists());
      // Already there (a retried job after the operation started): nothing more to do.
      if (cluster.operationOrderId === order.id) return;
      // Two unpaid orders for one add-on: the first paid installs it, the other is refunded.
      if (cluster.addonIds.includes(addonId) || cluster.targetSpec?.addonIds.includes(addonId)) {
        throw errors.conflict(m.error_addon_already_installed_on({ addon: addon.name, cluster: cluster.name }));
      }
      if (cluster.status !== 'running') throw new Error(`cluster ${clusterId} is ${cluster.status}; the install waits`);
      const target = { ...specOf(cluster), addonIds: [...new Set([...cluster.addonIds, addonId])] };
      await tx.clusterEvents.append({
        clusterId,
        organizationId: cluster.organizationId,
        type: 'info',
        message: m.notice_event_addon_installing({ addon: addon.name, version, number: order.number }),
        actorId: order.buyer.id,
        spec: null,
      });
      await provisioning.start(tx, cluster, 'update', {
        targetSpec: target,
        targetAddonVersions: { [addonId]: version },
        orderId: order.id,
        actorId: order.buyer.id,
      });
      await this.#billing?.includeAddon(tx, clusterId, addonId);
    });
    return 'running';
  }

  /**
   * The list's row: the detail without the phase history. Kept per record object and catalog:
   * the list reads with `peek`, which hands out the same object for an unchanged record (the
   * embedded store's stored one, PostgreSQL's parsed once from the same text), replaced on every
   * change and never mutated, so an unchanged cluster's row (its price worked out from the
   * catalog) is built once, not on every read of the list. Nothing changes a row after this: it
   * is only serialized.
   */
  #listView(cluster: Readonly<ClusterRecord>, catalog: Readonly<CatalogSeed>): ClusterListItem {
    let rows = this.#listRows.get(catalog);
    if (!rows) this.#listRows.set(catalog, (rows = new WeakMap()));
    const kept = rows.get(cluster);
    // The next window and the days left move with time, not with the record.
    if (kept) return { ...kept, ...versionFacts(cluster, catalog.kubernetesVersions, this.#now()) };
    const { phases: _p, ...view } = this.#view(cluster, catalog);
    rows.set(cluster, view);
    return view;
  }

  #view(cluster: ClusterRecord, catalog: CatalogSeed): Cluster {
    const {
      organizationId: _o,
      targetSpec: _t,
      operationId: _i,
      operationOrderId: _r,
      attempt: _a,
      addonVersions: _v,
      addonsSince: _s,
      targetAddonVersions: _tv,
      escalation: _e,
      underusedSince: _u,
      testLoad: _l,
      endOfSupportNoticed: _n,
      surge: _su,
      nodeIndexBase: _nb,
      ...view
    } = cluster;
    const purpose = cluster.purpose ?? 'customer';
    const monthly = isBilled(cluster) ? monthlyUsdCents(specOf(cluster), catalog) : 0;
    const autoscaledNodes = autoscaledNodesOf(cluster);
    // The address kubectl uses (the kubeconfig's server): on a plain-http console, its https twin.
    const endpoint = kubectlServer(cluster.endpoint);
    return {
      ...view,
      purpose,
      endpoint,
      ...versionFacts(cluster, catalog.kubernetesVersions, this.#now()),
      monthlyUsdCents: monthly,
      ...(Object.keys(autoscaledNodes).length > 0 ? { autoscaledNodes } : { autoscaledNodes: undefined }),
    };
  }
}

/** The change in words, for the event stream. */
function describeChange(from: ClusterSpec, to: ClusterSpec): string {
  const parts: string[] = [];
  if (from.kubernetesVersion !== to.kubernetesVersion)
    parts.push(m.notice_event_change_version({ from: from.kubernetesVersion, to: to.kubernetesVersion }));
  const count = (spec: ClusterSpec) => spec.nodePools.reduce((sum, pool) => sum + pool.count, 0);
  // Labels and taints are named per pool; the rest of the pools as the node count.
  const sizing = (spec: ClusterSpec) =>
    JSON.stringify(spec.nodePools.map(({ labels: _l, taints: _t, ...pool }) => pool));
  if (sizing(from) !== sizing(to)) parts.push(m.notice_event_change_nodes({ from: count(from), to: count(to) }));
  for (const pool of to.nodePools) {
    const before = from.nodePools.find((p) => p.name === pool.name);
    if (before && !sameScheduling(before, pool)) parts.push(m.notice_event_change_pool_scheduling({ pool: pool.name }));
  }
  const removed = from.addonIds.filter((id) => !to.addonIds.includes(id));
  if (removed.length > 0) parts.push(m.notice_event_change_removing({ addons: removed.join(', ') }));
  return m.notice_event_change_requested({ changes: parts.join('; ') || m.notice_event_change_none() });
}

/** True when two pools give their nodes the same labels and taints (none and empty are the same). */
function sameScheduling(a: NodePool, b: NodePool): boolean {
  return (
    JSON.stringify(a.labels ?? {}) === JSON.stringify(b.labels ?? {}) &&
    JSON.stringify(a.taints ?? []) === JSON.stringify(b.taints ?? [])
  );
}

/** Taints as kubectl writes them: `key=value:Effect`, comma-separated. */
function taintsText(taints: readonly NodeTaint[]): string {
  return taints.map((taint) => `${taint.key}${taint.value ? `=${taint.value}` : ''}:${taint.effect}`).join(', ');
}
