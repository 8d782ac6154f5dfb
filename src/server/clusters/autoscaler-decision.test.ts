import { describe, expect, it } from 'vitest';
import {
  decideScaling,
  neededNodes,
  pendingPods,
  SCALE_DOWN_UNNEEDED_MS,
  schedulableReplicas,
  type PoolScalingState,
} from './autoscaler-decision.ts';

// The autoscaler's rule on one pool: 1930m allocatable per node (a 2-vCPU node) holds 3 pods of 500m.
const pool = (over: Partial<PoolScalingState>): PoolScalingState => ({
  configured: 3,
  running: 3,
  max: 8,
  replicas: 0,
  podMillicores: 500,
  nodeMillicores: 1930,
  underusedSinceMs: undefined,
  ...over,
});
const NOW = Date.parse('2027-03-20T10:00:00Z');

describe('the autoscaler decision', () => {
  it('adds the nodes pending pods need, naming how many were pending', () => {
    expect(decideScaling(pool({ replicas: 14 }), NOW)).toEqual({ kind: 'up', to: 5, pendingPods: 5 });
  });

  it('stops at the pool maximum however many pods wait', () => {
    expect(decideScaling(pool({ replicas: 300 }), NOW)).toEqual({ kind: 'up', to: 8, pendingPods: 291 });
    expect(decideScaling(pool({ replicas: 300, running: 8 }), NOW)).toEqual({ kind: 'steady' });
  });

  it('adds nothing for pods no node could hold: they stay pending', () => {
    expect(pendingPods(pool({ replicas: 4, podMillicores: 4000 }), 3)).toBe(4);
    expect(decideScaling(pool({ replicas: 4, podMillicores: 4000 }), NOW)).toEqual({ kind: 'steady' });
  });

  it('removes unneeded nodes only after 10 minutes, down to the configured count and never below', () => {
    const idle = pool({ running: 7, replicas: 2 });
    expect(decideScaling(idle, NOW)).toEqual({ kind: 'wait', underusedSinceMs: NOW });
    expect(decideScaling({ ...idle, underusedSinceMs: NOW }, NOW + SCALE_DOWN_UNNEEDED_MS - 1)).toEqual({
      kind: 'wait',
      underusedSinceMs: NOW,
    });
    expect(decideScaling({ ...idle, underusedSinceMs: NOW }, NOW + SCALE_DOWN_UNNEEDED_MS)).toEqual({
      kind: 'down',
      to: 3,
    });
    expect(neededNodes(pool({ running: 7, replicas: 12 }))).toBe(4);
  });

  it('is steady at the configured count without load', () => {
    expect(decideScaling(pool({}), NOW)).toEqual({ kind: 'steady' });
  });

  it('removes unneeded nodes after the delay it is given, down to zero for a pool that scales from zero', () => {
    const idle = pool({ configured: 0, running: 2, underusedSinceMs: NOW - 3000 });
    expect(decideScaling(idle, NOW, 5000)).toEqual({ kind: 'wait', underusedSinceMs: NOW - 3000 });
    expect(decideScaling(idle, NOW, 2000)).toEqual({ kind: 'down', to: 0 });
    expect(decideScaling(pool({ configured: 0, running: 0, replicas: 4 }), NOW)).toEqual({
      kind: 'up',
      to: 2,
      pendingPods: 4,
    });
  });
});

describe('the test load a tainted pool may take', () => {
  const gpu = { taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' as const }] };
  const load = { replicas: 6, cpuMillicores: 500 };
  it('counts only pods that tolerate the pool’s NoSchedule and NoExecute taints', () => {
    expect(schedulableReplicas(gpu, load)).toBe(0);
    expect(schedulableReplicas(gpu, { ...load, tolerations: [{ key: 'gpu', operator: 'Exists' }] })).toBe(6);
    expect(schedulableReplicas(gpu, { ...load, tolerations: [{ key: 'gpu', operator: 'Equal', value: 'no' }] })).toBe(
      0,
    );
    expect(schedulableReplicas({ taints: [{ key: 'spot', value: '', effect: 'PreferNoSchedule' }] }, load)).toBe(6);
    expect(schedulableReplicas({}, load)).toBe(6);
    expect(schedulableReplicas(gpu, undefined)).toBe(0);
  });
});
