import { describe, expect, it } from 'vitest';
import { productionCluster, specOf } from '../../../test/support/simulated-clusters.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { Timeline } from './timeline.ts';

const CREATED = '2026-11-02T08:00:00Z';
const RUNNING = '2026-11-02T08:00:06Z'; // a creation of 6 s (phases of 1.2 s)
const POOLS = [
  { name: 'general', nodeSizeId: 'gp-4-16', count: 3 },
  { name: 'gpu', nodeSizeId: 'gpu-l4-1', count: 1 },
];
const base = specOf({ name: 'prod-eu', nodePools: POOLS, addonIds: ['monitoring'] } as Partial<ClusterSpec>);
const ms = (iso: string) => Date.parse(iso);

describe('cluster timeline', () => {
  it('spreads what came with the cluster over its creation, however long it took', () => {
    const quick = new Timeline(productionCluster({ createdAt: CREATED, runningSince: RUNNING }));
    expect(quick.boot(0)).toBe(ms(CREATED));
    expect(quick.boot(30)).toBe(ms('2026-11-02T08:00:03Z'));
    expect(quick.boot(90)).toBe(ms(RUNNING)); // never after the cluster ran
    const unknown = new Timeline(productionCluster({ createdAt: CREATED }));
    expect(unknown.boot(30)).toBe(ms('2026-11-02T08:00:30Z')); // a nominal 60 s creation
  });

  it('dates a node from the change that added it, and again after it was removed and added back', () => {
    const history = [
      { at: RUNNING, spec: base },
      { at: '2026-11-03T10:00:00Z', spec: { ...base, nodePools: [{ ...POOLS[0]!, count: 5 }, POOLS[1]!] } },
      { at: '2026-11-04T10:00:00Z', spec: { ...base, nodePools: [{ ...POOLS[0]!, count: 4 }, POOLS[1]!] } },
      { at: '2026-11-05T10:00:00Z', spec: { ...base, nodePools: [{ ...POOLS[0]!, count: 5 }, POOLS[1]!] } },
    ];
    const timeline = new Timeline(
      productionCluster(
        {
          createdAt: CREATED,
          runningSince: RUNNING,
          nodePools: [{ ...POOLS[0]!, count: 5 }, POOLS[1]!],
          addonIds: ['monitoring'],
        },
        history,
      ),
    );
    expect(timeline.nodeJoined('general', 2)).toBeUndefined(); // with the cluster
    expect(timeline.nodeJoined('general', 3)).toBe(ms('2026-11-03T10:00:00Z'));
    expect(timeline.nodeJoined('general', 4)).toBe(ms('2026-11-05T10:00:00Z'));
    expect(timeline.poolsChanged()).toBe(ms('2026-11-05T10:00:00Z'));
    expect(timeline.nodesRemovedAfter(undefined)).toBe(ms('2026-11-04T10:00:00Z'));
    expect(timeline.nodesRemovedAfter(ms('2026-11-04T12:00:00Z'))).toBeUndefined();
    expect(timeline.poolCountsAt(ms('2026-11-04T12:00:00Z'))).toEqual({ general: 4, gpu: 1 });
  });

  it('dates an upgrade, an add-on install and an add-on upgrade from when they came into effect', () => {
    const history = [
      { at: RUNNING, spec: { ...base, kubernetesVersion: '1.36' } },
      { at: '2026-11-03T10:00:00Z', spec: { ...base, kubernetesVersion: '1.37' } },
      { at: '2026-11-04T10:00:00Z', spec: { ...base, addonIds: ['monitoring', 'traefik'] } },
    ];
    const timeline = new Timeline(
      productionCluster(
        {
          createdAt: CREATED,
          runningSince: RUNNING,
          nodePools: POOLS,
          addonIds: ['monitoring', 'traefik'],
          addonsSince: { monitoring: '2026-11-04T12:00:00Z', traefik: '2026-11-04T10:00:00Z' },
        },
        history,
      ),
    );
    expect(timeline.versionSince()).toBe(ms('2026-11-03T10:00:00Z'));
    expect(timeline.addonInstalled('monitoring')).toBeUndefined();
    expect(timeline.addonSince('monitoring')).toBe(ms('2026-11-04T12:00:00Z'));
    expect(timeline.addonInstalled('traefik')).toBe(ms('2026-11-04T10:00:00Z'));
  });
});
