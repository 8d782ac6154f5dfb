import { metrics } from '../observability/metrics.ts';
import { randomUUID } from 'node:crypto';
import { AppError } from '../http/app-error.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { autoscaledNodesOf } from './autoscaler-decision.ts';
import type { OrderFulfilment } from '../orders/fulfilment.ts';
import type { Repositories } from '../store/repositories.ts';
import type { ClusterNotices } from './cluster-notices.ts';
import {
  PROVISIONING_PHASES,
  type ClusterRecord,
  type ClusterSpec,
  type PhaseState,
  type ProvisioningPhase,
} from '../../shared/clusters/clusters.schemas.ts';
import type { ClusterOperation, Provisioner } from './provisioner.ts';
import { m } from '../../shared/i18n/messages.ts';
import { storedEvent, type EventText } from './event-text.ts';
import type { SurgeUpgrade } from '../../shared/clusters/upgrade.schemas.ts';
import { indexBasesAfter, nextSurgeStep, nodeName, upgradeProgress, type SurgeOutcome } from './surge-upgrade.ts';

/** The job that advances a cluster's operation by one step. */
export const CLUSTER_STEP_JOB = 'cluster.step';

const STATUS_OF: Record<ClusterOperation, ClusterRecord['status']> = {
  create: 'provisioning',
  update: 'updating',
  delete: 'deleting',
};

/** The phases an operation goes through; a change only touches what it changes. */
export function phasesFor(
  operation: ClusterOperation,
  from?: ClusterSpec,
  to?: ClusterSpec,
  addonVersionsChange = false,
  upgrade = false,
): ProvisioningPhase[] {
  if (operation === 'create') return [...PROVISIONING_PHASES];
  if (operation === 'delete') return ['addons', 'node-pools', 'control-plane', 'network'];
  const phases: ProvisioningPhase[] = [];
  if (upgrade || (from && to && from.kubernetesVersion !== to.kubernetesVersion))
    phases.push('control-plane', 'node-pools');
  if (from && to && JSON.stringify(from.nodePools) !== JSON.stringify(to.nodePools) && !phases.includes('node-pools'))
    phases.push('node-pools');
  if (
    (from && to && JSON.stringify([...from.addonIds].sort()) !== JSON.stringify([...to.addonIds].sort())) ||
    addonVersionsChange
  )
    phases.push('addons');
  phases.push('health-check');
  return phases;
}

type Deps = {
  repositories: Repositories;
  provisioner: Provisioner;
  notices: ClusterNotices;
  fulfilment: OrderFulfilment;
  now?: () => number;
};

type StepPayload = { clusterId: string; operationId: string };

/** An event a step writes: a phase's progress, or (`config`) a node an upgrade replaced. */
type StepEvent = {
  message: string;
  text: EventText;
  type?: 'phase' | 'config';
  timing?: { operation: string; phase: string; durationMs: number };
};

/** The phases a surge upgrade carries out itself, one node at a time. */
const SURGE_PHASES: readonly ProvisioningPhase[] = ['control-plane', 'node-pools'];

/**
 * Runs cluster operations (create, update, delete) as persisted steps: every step is a job that
 * asks the provider where the current phase stands, records it, and queues the next step. A
 * restart loses nothing: the next step is in the store and any instance picks it up. Phase
 * changes go live to the organization's sockets and onto the order's timeline.
 */
export class ProvisioningService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** Starts an operation on a cluster, inside the caller's transaction. */
  async start(
    tx: Repositories,
    cluster: ClusterRecord,
    operation: ClusterOperation,
    options: {
      orderId?: string;
      targetSpec?: ClusterSpec;
      targetAddonVersions?: Record<string, string>;
      actorId?: string | null;
      /** A Kubernetes upgrade: its nodes replaced with a surge of one. */
      surge?: SurgeUpgrade;
    } = {},
  ): Promise<ClusterRecord> {
    const now = this.#date();
    const operationId = randomUUID();
    const versionsChange = Object.entries(options.targetAddonVersions ?? {}).some(
      ([id, version]) => cluster.addonVersions?.[id] !== version,
    );
    const planned = await this.#phaseStates(
      operation,
      phasesFor(operation, cluster, options.targetSpec, versionsChange, Boolean(options.surge)),
    );
    const phases = options.surge ? this.#surgeExpectations(planned, options.surge) : planned;
    const updated = await tx.clusters.update(cluster.id, (current) => ({
      ...current,
      status: operation === 'create' ? 'pending' : STATUS_OF[operation],
      operation,
      operationId,
      operationOrderId: options.orderId ?? null,
      targetSpec: options.targetSpec ?? null,
      targetAddonVersions: options.targetAddonVersions ?? null,
      phase: phases[0]?.phase ?? null,
      progress: 0,
      phases,
      failure: null,
      surge: options.surge ?? null,
      upgrade: options.surge ? upgradeProgress(options.surge) : null,
      updatedAt: now.toISOString(),
    }));
    if (!updated) throw new Error(`cluster ${cluster.id} vanished`);
    const started = {
      create: m.notice_event_provisioning_started,
      update: m.notice_event_update_started,
      delete: m.notice_event_deleting_started,
    }[operation];
    await tx.clusterEvents.append({
      clusterId: cluster.id,
      organizationId: cluster.organizationId,
      type: 'status',
      message: started(),
      actorId: options.actorId ?? null,
      spec: null,
    });
    await this.#queueStep(tx, { clusterId: cluster.id, operationId }, now);
    await this.#deps.notices.changed(tx, updated);
    if (cluster.status === 'failed') this.#deps.notices.leftOrEnteredFailed(tx);
    return updated;
  }

  /** Retries a failed operation from the phase that failed. */
  async retry(tx: Repositories, cluster: ClusterRecord, actorId: string): Promise<ClusterRecord> {
    if (cluster.status !== 'failed' || !cluster.operation || !cluster.operationId) {
      throw new AppError(409, 'not_failed', m.error_only_failed_cluster_can_retried());
    }
    const operation = cluster.operation;
    const operationId = cluster.operationId;
    const updated = await tx.clusters.update(cluster.id, (current) => ({
      ...current,
      status: STATUS_OF[operation],
      attempt: current.attempt + 1,
      failure: null,
      phases: current.phases.map((p) =>
        p.status === 'failed' ? { ...p, status: 'pending', progress: 0, startedAt: null } : p,
      ),
      updatedAt: this.#date().toISOString(),
    }));
    if (!updated) throw new Error(`cluster ${cluster.id} vanished`);
    this.#deps.notices.leftOrEnteredFailed(tx);
    await tx.clusterEvents.append({
      clusterId: cluster.id,
      organizationId: cluster.organizationId,
      type: 'status',
      message: m.notice_event_retry_requested(),
      actorId,
      spec: null,
    });
    await this.#queueStep(tx, { clusterId: cluster.id, operationId }, this.#date());
    await this.#deps.notices.changed(tx, updated);
    return updated;
  }

  /** The step job. */
  jobHandler(): JobHandler {
    return async (payload) => {
      await this.#step(payload as StepPayload);
      return undefined;
    };
  }

  async #step({ clusterId, operationId }: StepPayload): Promise<void> {
    const { repositories, provisioner } = this.#deps;
    const cluster = await repositories.clusters.findAny(clusterId);
    if (!cluster || cluster.operationId !== operationId || !cluster.operation || cluster.status === 'failed') return;
    const operation = cluster.operation;
    const now = this.#date();
    const phases = cluster.phases.map((p) => ({ ...p }));
    const events: StepEvent[] = [];
    let surge = cluster.surge ?? null;
    let index = phases.findIndex((p) => p.status !== 'done');
    let nextInMs = 0;
    let failure: ClusterRecord['failure'] = null;
    while (index !== -1) {
      const phase = phases[index] as PhaseState;
      if (phase.status !== 'running') {
        Object.assign(phase, { status: 'running', startedAt: now.toISOString(), progress: 0 });
        events.push(storedEvent({ key: 'phase_started', phase: phase.phase }));
      }
      if (surge && SURGE_PHASES.includes(phase.phase)) {
        const advanced = this.#surgeStep(surge, phase.phase, now, cluster.name);
        surge = advanced.surge;
        events.push(...advanced.events);
        phase.progress = advanced.progress;
        if (!advanced.phaseDone) {
          nextInMs = advanced.nextInMs;
          break;
        }
      } else {
        const result = await provisioner.step({
          cluster,
          operation,
          phase: phase.phase,
          startedAt: phase.startedAt ?? now.toISOString(),
          now,
        });
        if ('failed' in result) {
          phase.status = 'failed';
          failure = { ...result.failed, phase: phase.phase, at: now.toISOString() };
          events.push(storedEvent({ key: 'phase_failed', phase: phase.phase, reason: result.failed.reason }));
          break;
        }
        phase.progress = result.progress;
        if (result.progress < 100) {
          nextInMs = result.nextInMs;
          break;
        }
      }
      Object.assign(phase, { status: 'done', finishedAt: now.toISOString() });
      const durationMs = now.getTime() - Date.parse(phase.startedAt ?? now.toISOString());
      events.push({
        ...storedEvent({ key: 'phase_done', phase: phase.phase, seconds: Math.round(durationMs / 1000) }),
        timing: { operation, phase: phase.phase, durationMs },
      });
      index = phases.findIndex((p) => p.status !== 'done');
    }
    const finished = index === -1;
    const progress = Math.round(
      phases.reduce((sum, p) => sum + (p.status === 'done' ? 100 : p.progress), 0) / Math.max(1, phases.length),
    );
    await this.#record({
      cluster,
      operation,
      operationId,
      phases,
      progress,
      failure,
      finished,
      events,
      nextInMs,
      now,
      surge,
    });
    for (const { timing } of events)
      if (timing)
        metrics.provisioningPhase.observe(
          { operation: timing.operation, phase: timing.phase },
          timing.durationMs / 1000,
        );
  }

  async #record(step: {
    cluster: ClusterRecord;
    operation: ClusterOperation;
    operationId: string;
    phases: PhaseState[];
    progress: number;
    failure: ClusterRecord['failure'];
    finished: boolean;
    events: StepEvent[];
    nextInMs: number;
    now: Date;
    surge: SurgeUpgrade | null;
  }): Promise<void> {
    const { cluster, operation, operationId, phases, progress, failure, finished, events, now, surge } = step;
    const { repositories, notices, fulfilment } = this.#deps;
    const done = finished ? this.#finished(cluster, operation, now) : {};
    let changed: ClusterRecord | undefined;
    await repositories.transaction(async (tx) => {
      let applied = false;
      changed = await tx.clusters.update(cluster.id, (current) => {
        // Another step of this operation got here first, or a newer operation replaced it.
        if (current.operationId !== operationId) return undefined;
        // An upgrade's step another run already carried out is not carried out twice.
        if (current.surge?.stepStartedAt !== cluster.surge?.stepStartedAt) return undefined;
        applied = true;
        return {
          ...current,
          phases,
          progress,
          surge,
          upgrade: surge ? upgradeProgress(surge) : null,
          phase: finished ? null : (phases.find((p) => p.status !== 'done')?.phase ?? null),
          status: failure ? 'failed' : finished ? current.status : STATUS_OF[operation],
          failure,
          updatedAt: now.toISOString(),
          ...done,
        };
      });
      if (!changed || !applied) {
        changed = undefined;
        return;
      }
      for (const event of events) {
        await tx.clusterEvents.append({
          clusterId: cluster.id,
          organizationId: cluster.organizationId,
          type: event.type ?? 'phase',
          message: event.message,
          text: event.text,
          actorId: null,
          spec: null,
          timing: event.timing,
          at: now.toISOString(),
        });
      }
      if (failure)
        await tx.clusterEvents.append({
          clusterId: cluster.id,
          organizationId: cluster.organizationId,
          type: 'failure',
          message: failure.reason,
          actorId: null,
          spec: null,
        });
      if (finished && operation !== 'delete') {
        // Nodes the autoscaler runs above the new counts stay (and stay metered) until it removes them.
        const autoscaledNodes = autoscaledNodesOf(changed);
        await tx.clusterEvents.append({
          clusterId: cluster.id,
          organizationId: cluster.organizationId,
          type: 'config',
          ...storedEvent({ key: 'configuration_in_effect' }),
          actorId: null,
          spec: specOf(changed),
          ...(Object.keys(autoscaledNodes).length > 0 ? { autoscaledNodes } : {}),
          at: now.toISOString(),
        });
      }
      if (finished)
        await tx.clusterEvents.append({
          clusterId: cluster.id,
          organizationId: cluster.organizationId,
          type: 'status',
          ...storedEvent({ key: 'status_reached', name: cluster.name, status: changed.status }),
          actorId: null,
          spec: null,
        });
      if (!finished && !failure)
        await this.#queueStep(
          tx,
          { clusterId: cluster.id, operationId },
          new Date(now.getTime() + step.nextInMs),
          now.getTime(),
        );
      const milestone = failure
        ? 'failed'
        : !finished
          ? undefined
          : operation === 'delete'
            ? 'deleted'
            : operation === 'create'
              ? 'running'
              : 'updated';
      await notices.changed(
        tx,
        changed,
        milestone,
        milestone === 'running' ? await this.#buyerOf(tx, cluster.operationOrderId) : undefined,
      );
    });
    if (!changed || !cluster.operationOrderId) return;
    // The order's timeline says the cluster's last step as the cluster's events say it, in its reader's language.
    const last = events.at(-1);
    if (finished)
      await fulfilment.complete(
        cluster.operationOrderId,
        operation === 'create' ? { key: 'cluster_running', name: cluster.name } : { key: 'cluster_applied' },
      );
    else if (last)
      await fulfilment.progress(
        cluster.operationOrderId,
        progress,
        failure ? { key: 'cluster_stopped', reason: failure.reason } : { key: 'cluster_step', event: last.text },
      );
  }

  /** What the end of an operation changes on the cluster. */
  #finished(cluster: ClusterRecord, operation: ClusterOperation, now: Date): Partial<ClusterRecord> {
    const end = {
      operation: null,
      operationId: null,
      operationOrderId: null,
      targetSpec: null,
      targetAddonVersions: null,
      phase: null,
      progress: 100,
    } as const;
    if (operation === 'delete') return { ...end, status: 'deleted', deletedAt: now.toISOString() };
    const target = operation === 'update' && cluster.targetSpec ? cluster.targetSpec : {};
    // An upgrade leaves the new patch in effect, and each pool's nodes named from past the replaced ones.
    const upgraded = cluster.surge
      ? {
          patchVersion: cluster.surge.toPatch,
          nodeIndexBase: { ...cluster.nodeIndexBase, ...indexBasesAfter(cluster.surge) },
        }
      : {};
    return {
      ...end,
      ...target,
      ...upgraded,
      surge: null,
      upgrade: null,
      ...addonsAfter(cluster, now),
      status: 'running',
      runningSince: cluster.runningSince ?? now.toISOString(),
    };
  }

  /** A surge upgrade's phases take a step for the control plane, and three a node for the pools. */
  #surgeExpectations(phases: PhaseState[], surge: SurgeUpgrade): PhaseState[] {
    const stepSeconds = this.#surgeStepMs() / 1000;
    const steps = { 'control-plane': 1, 'node-pools': 3 * upgradeProgress(surge).total } as Record<string, number>;
    return phases.map((p) => {
      const count = steps[p.phase];
      return count === undefined ? p : { ...p, expectedSeconds: Math.round(count * stepSeconds * 10) / 10 };
    });
  }

  /** How long one surge step takes: about a phase's length. */
  #surgeStepMs(): number {
    return Math.max(100, this.#deps.provisioner.expectedSeconds('create', 'control-plane') * 1000);
  }

  /**
   * One step of a surge upgrade within its phase: each step (control plane, a node joining, the
   * old one drained, then removed) takes about a phase's length, and each is written before the
   * next starts, so a restart resumes at the step it was in.
   */
  #surgeStep(
    surge: SurgeUpgrade,
    phase: ProvisioningPhase,
    now: Date,
    clusterName: string,
  ): { surge: SurgeUpgrade; events: StepEvent[]; progress: number; phaseDone: boolean; nextInMs: number } {
    const passed = phase === 'control-plane' ? surge.step !== 'control-plane' : surge.step === 'done';
    if (passed) return { surge, events: [], progress: 100, phaseDone: true, nextInMs: 0 };
    const stepMs = this.#surgeStepMs();
    const elapsed = Math.max(0, now.getTime() - Date.parse(surge.stepStartedAt));
    if (elapsed < stepMs)
      return {
        surge,
        events: [],
        progress: surgeProgressOf(surge, phase, elapsed / stepMs),
        phaseDone: false,
        nextInMs: stepMs - elapsed,
      };
    const { next, outcome } = nextSurgeStep(surge, now);
    const events = surgeEvents(outcome, clusterName);
    const phaseDone = phase === 'control-plane' || next.step === 'done';
    return {
      surge: next,
      events,
      progress: phaseDone ? 100 : surgeProgressOf(next, phase, 0),
      phaseDone,
      nextInMs: stepMs,
    };
  }

  async #buyerOf(tx: Repositories, orderId: string | null): Promise<string | undefined> {
    return orderId ? (await tx.orders.findAny(orderId))?.buyer.id : undefined;
  }

  async #queueStep(tx: Repositories, payload: StepPayload, runAt: Date, sequence = Date.now()) {
    await tx.jobs.enqueue({
      kind: CLUSTER_STEP_JOB,
      id: `cluster-step:${payload.operationId}:${sequence}`,
      payload,
      runAt,
      maxAttempts: 10,
    });
  }

  /** Phases pending, each with the time its latest runs took (the provider's guess before any run). */
  async #phaseStates(operation: ClusterOperation, names: ProvisioningPhase[]): Promise<PhaseState[]> {
    return Promise.all(
      names.map(async (phase) => {
        const recent = await this.#deps.repositories.clusterEvents.recentPhaseDurations(operation, phase, 20);
        const sorted = [...recent].sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)];
        const expectedSeconds =
          median !== undefined
            ? Math.round(median / 100) / 10
            : this.#deps.provisioner.expectedSeconds(operation, phase);
        return { phase, status: 'pending' as const, progress: 0, startedAt: null, finishedAt: null, expectedSeconds };
      }),
    );
  }

  #date() {
    return new Date(this.#now());
  }
}

/** Installed add-on versions and install times once an operation's target is in effect. */
function addonsAfter(cluster: ClusterRecord, now: Date): Pick<ClusterRecord, 'addonVersions' | 'addonsSince'> {
  const addonIds = cluster.targetSpec?.addonIds ?? cluster.addonIds;
  const versions: Record<string, string> = {};
  const since: Record<string, string> = {};
  for (const id of addonIds) {
    const before = cluster.addonVersions?.[id];
    const after = cluster.targetAddonVersions?.[id] ?? before;
    if (after) versions[id] = after;
    const changed = !cluster.addonIds.includes(id) || (after !== undefined && after !== before);
    const previous = cluster.addonsSince?.[id];
    if (changed) since[id] = now.toISOString();
    else if (previous) since[id] = previous;
  }
  return { addonVersions: versions, addonsSince: since };
}

/** A surge phase's progress: steps done of all (three a node), `within` the current one. */
function surgeProgressOf(surge: SurgeUpgrade, phase: ProvisioningPhase, within: number): number {
  if (phase === 'control-plane') return Math.min(99, Math.floor(within * 100));
  const { replaced, total } = upgradeProgress(surge);
  const stepIndex = surge.step === 'drain' ? 1 : surge.step === 'remove' ? 2 : 0;
  const done = replaced * 3 + stepIndex + Math.min(1, within);
  return Math.min(99, Math.floor((done / Math.max(1, total * 3)) * 100));
}

/** What a finished surge step tells the event stream. */
function surgeEvents(outcome: SurgeOutcome, clusterName: string): StepEvent[] {
  if (outcome.kind === 'control-plane')
    return [{ ...storedEvent({ key: 'upgrade_control_plane', version: outcome.version }), type: 'config' }];
  if (outcome.kind === 'replaced')
    return [
      {
        ...storedEvent({
          key: 'upgrade_node_replaced',
          old: nodeName(clusterName, outcome.pool, outcome.oldIndex),
          node: nodeName(clusterName, outcome.pool, outcome.newIndex),
          version: outcome.version,
        }),
        type: 'config',
      },
    ];
  return [];
}

/** The spec part of a cluster record. */
export function specOf(cluster: ClusterSpec): ClusterSpec {
  const { name, tierId, providerId, regionId, kubernetesVersion, haControlPlane, nodePools, addonIds } = cluster;
  return { name, tierId, providerId, regionId, kubernetesVersion, haControlPlane, nodePools, addonIds };
}
