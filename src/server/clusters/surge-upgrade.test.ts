import { describe, expect, it } from 'vitest';
import type { SurgeUpgrade } from '../../shared/clusters/upgrade.schemas.ts';
import { stagingCluster } from '../../../test/support/simulated-clusters.ts';
import { withLocale } from '../i18n/request-locale.ts';
import { clusterState } from '../k8s/cluster-objects.ts';
import { eventMessage, storedEvent } from './event-text.ts';
import { generateNodes, nodeReadiness } from '../k8s/node.generator.ts';
import { indexBasesAfter, nextSurgeStep, planSurge, poolDuringUpgrade, upgradeProgress } from './surge-upgrade.ts';

const start = new Date('2026-12-06T02:00:00Z');

function plan(): SurgeUpgrade {
  return planSurge({
    fromPatch: '1.36.7',
    toPatch: '1.37.3',
    reason: 'requested',
    pools: [
      { name: 'web', base: 0, count: 2 },
      { name: 'idle', base: 0, count: 0 },
      { name: 'batch', base: 4, count: 1 },
    ],
    now: start,
  });
}

/** Every step to the end, with what each did. */
function walk(surge: SurgeUpgrade) {
  const steps: { step: string; pool: string | null; outcome: string }[] = [];
  let current = surge;
  for (let i = 0; i < 50 && current.step !== 'done'; i++) {
    const { next, outcome } = nextSurgeStep(current, new Date(start.getTime() + (i + 1) * 1000));
    const said =
      outcome.kind === 'replaced'
        ? `${outcome.pool}-${outcome.oldIndex} → ${outcome.pool}-${outcome.newIndex}`
        : outcome.kind;
    steps.push({ step: current.step, pool: upgradeProgress(current).pool, outcome: said });
    current = next;
  }
  return { steps, last: current };
}

describe('surge upgrade planning', () => {
  it('upgrades the control plane first, then each pool node by node (surge, drain, remove), skipping empty pools', () => {
    const { steps, last } = walk(plan());
    expect(steps.map((s) => `${s.step}:${s.pool ?? '-'}:${s.outcome}`)).toEqual([
      'control-plane:-:control-plane',
      'surge:web:none',
      'drain:web:none',
      'remove:web:web-0 → web-2',
      'surge:web:none',
      'drain:web:none',
      'remove:web:web-1 → web-3',
      'surge:batch:none',
      'drain:batch:none',
      'remove:batch:batch-4 → batch-5',
    ]);
    expect(last.step).toBe('done');
    expect(upgradeProgress(last)).toEqual({
      from: '1.36.7',
      to: '1.37.3',
      pool: null,
      replaced: 3,
      total: 3,
      step: 'done',
    });
    expect(indexBasesAfter(last)).toEqual({ web: 2, idle: 0, batch: 5 });
  });

  it('runs at most one node above a pool’s size: the surge node joins, then the oldest is cordoned', () => {
    let surge = nextSurgeStep(plan(), start).next; // web, surge
    expect(poolDuringUpgrade(surge, 'web')).toEqual({ firstIndex: 0, count: 3, upgradedFrom: 2, joiningIndex: 2 });
    expect(poolDuringUpgrade(surge, 'batch')).toEqual({ firstIndex: 4, count: 1, upgradedFrom: 5 });
    surge = nextSurgeStep(surge, start).next; // drain
    expect(poolDuringUpgrade(surge, 'web')).toEqual({ firstIndex: 0, count: 3, upgradedFrom: 2, cordonedIndex: 0 });
    surge = nextSurgeStep(nextSurgeStep(surge, start).next, start).next; // second node's surge
    expect(poolDuringUpgrade(surge, 'web')).toEqual({ firstIndex: 1, count: 3, upgradedFrom: 2, joiningIndex: 3 });
    expect(upgradeProgress(surge)).toMatchObject({ pool: 'web', replaced: 1, total: 3, step: 'surge' });
  });

  it('counts pools done as replaced and leaves their nodes named past the old ones', () => {
    let surge = plan();
    while (upgradeProgress(surge).pool !== 'batch') surge = nextSurgeStep(surge, start).next;
    expect(poolDuringUpgrade(surge, 'web')).toEqual({ firstIndex: 2, count: 2, upgradedFrom: 2 });
    expect(upgradeProgress(surge)).toMatchObject({ replaced: 2, total: 3 });
  });
});

describe('the simulated nodes during a surge upgrade', () => {
  // staging: pool-a of two nodes on 1.36.7, upgraded to 1.37.3.
  const surgeOf = (steps: number) => {
    let surge = planSurge({
      fromPatch: '1.36.7',
      toPatch: '1.37.3',
      reason: 'requested',
      pools: [{ name: 'pool-a', base: 0, count: 2 }],
      now: start,
    });
    for (let i = 0; i < steps; i++) surge = nextSurgeStep(surge, new Date(start.getTime() + (i + 1) * 1000)).next;
    return surge;
  };
  const shown = (steps: number) =>
    generateNodes(stagingCluster({ status: 'updating', surge: surgeOf(steps) })).map(
      (node) =>
        `${node.metadata.name} ${nodeReadiness(node)}${node.spec.unschedulable ? ',SchedulingDisabled' : ''} ${node.status.nodeInfo.kubeletVersion}`,
    );

  it('adds the surge node at the new version, NotReady until it joins, then cordons the oldest', () => {
    expect(shown(0)).toEqual(['staging-pool-a-0 Ready v1.36.7', 'staging-pool-a-1 Ready v1.36.7']);
    expect(shown(1)).toEqual([
      'staging-pool-a-0 Ready v1.36.7',
      'staging-pool-a-1 Ready v1.36.7',
      'staging-pool-a-2 NotReady v1.37.3',
    ]);
    expect(shown(2)).toEqual([
      'staging-pool-a-0 Ready,SchedulingDisabled v1.36.7',
      'staging-pool-a-1 Ready v1.36.7',
      'staging-pool-a-2 Ready v1.37.3',
    ]);
    expect(shown(4)).toEqual([
      'staging-pool-a-1 Ready v1.36.7',
      'staging-pool-a-2 Ready v1.37.3',
      'staging-pool-a-3 NotReady v1.37.3',
    ]);
    const cordoned = generateNodes(stagingCluster({ status: 'updating', surge: surgeOf(2) }))[0];
    expect(cordoned?.spec.taints).toContainEqual({ key: 'node.kubernetes.io/unschedulable', effect: 'NoSchedule' });
  });

  it('dates each new node from when it joined, and serves the control plane’s new version once it is upgraded', () => {
    const [, , surge] = generateNodes(stagingCluster({ status: 'updating', surge: surgeOf(2) }));
    expect(surge?.metadata.creationTimestamp).toBe('2026-12-06T02:00:01Z');
    expect(clusterState(stagingCluster({ status: 'updating', surge: surgeOf(0) })).cluster.controlPlanePatch).toBe(
      undefined,
    );
    expect(stagingCluster({ status: 'updating', surge: surgeOf(1) }).controlPlanePatch).toBe('1.37.3');
  });

  it('names the nodes past the replaced ones once the upgrade is over', () => {
    const names = generateNodes(
      stagingCluster({ kubernetesVersion: '1.37', patchVersion: '1.37.3', nodeIndexBase: { 'pool-a': 2 } }),
    ).map((node) => `${node.metadata.name} ${node.status.nodeInfo.kubeletVersion}`);
    expect(names).toEqual(['staging-pool-a-2 v1.37.3', 'staging-pool-a-3 v1.37.3']);
  });
});

describe('the events of a surge upgrade', () => {
  it('name the control plane’s version and each node replaced, in the reader’s language', () => {
    const replaced = storedEvent({
      key: 'upgrade_node_replaced',
      old: 'prod-web-2',
      node: 'prod-web-5',
      version: '1.37.3',
    });
    expect(replaced.message).toBe('Node prod-web-2 replaced by prod-web-5 (v1.37.3).');
    expect(withLocale('fr', () => eventMessage(replaced))).toBe('Nœud prod-web-2 remplacé par prod-web-5 (v1.37.3).');
    const controlPlane = storedEvent({ key: 'upgrade_control_plane', version: '1.37.3' });
    expect(controlPlane.message).toBe('Control plane upgraded to v1.37.3.');
    expect(withLocale('fr', () => eventMessage(controlPlane))).toBe('Plan de contrôle mis à niveau en v1.37.3.');
  });
});
