import { describe, expect, it } from 'vitest';
import { catalogSeed } from './catalog-seed.ts';
import { clusterSpecProblems, runsSystemPods } from './cluster-rules.ts';
import type { NodePool } from './clusters/clusters.schemas.ts';
import { testClusterSpec } from '../../test/support/builders.ts';

const general: NodePool = { name: 'general', nodeSizeId: 'gp-2-4', count: 1 };
const gpu: NodePool = {
  name: 'gpu',
  nodeSizeId: 'gp-2-4',
  count: 0,
  autoscale: { min: 0, max: 3 },
  taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
};

describe('the pool for system pods', () => {
  it('is a pool with a node and no taint that keeps pods off', () => {
    expect(runsSystemPods(general)).toBe(true);
    expect(runsSystemPods({ ...general, taints: [{ key: 'spot', value: '', effect: 'PreferNoSchedule' }] })).toBe(true);
    expect(runsSystemPods({ ...general, taints: [{ key: 'x', value: '', effect: 'NoExecute' }] })).toBe(false);
    expect(runsSystemPods({ ...general, count: 0, autoscale: { min: 0, max: 3 } })).toBe(false);
    expect(runsSystemPods(gpu)).toBe(false);
  });

  it('is required of every spec: a tainted pool beside a general one passes, tainted pools alone do not', () => {
    const spec = (nodePools: NodePool[]) => clusterSpecProblems(testClusterSpec({ nodePools }), catalogSeed);
    expect(spec([general, gpu])).toEqual({});
    expect(spec([{ ...general, taints: [{ key: 'x', value: '', effect: 'NoSchedule' }] }, gpu])).toHaveProperty(
      'nodePools',
      expect.stringMatching(/system pods/),
    );
  });
});
