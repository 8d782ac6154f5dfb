import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { hourlyItems } from './usage-rates.ts';
import { meterCluster } from './usage-meter.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';

const spec = (count: number): ClusterSpec => ({
  name: 'metered',
  tierId: 'economy',
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.37',
  haControlPlane: false,
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count }],
  addonIds: ['monitoring'],
});
const T = Date.UTC(2026, 10, 2, 14);
const at = (minutes: number) => new Date(T + minutes * 60_000).toISOString();

describe('hourly items', () => {
  it('prices nodes by the hour, the tier and add-ons as monthly ÷ 730, with a credit for included nodes', () => {
    expect(hourlyItems(spec(3), catalogSeed)).toEqual([
      { kind: 'control-plane', ref: 'economy', quantity: 1, unitMicroUsdPerHour: Math.round((5900 * 10_000) / 730) },
      { kind: 'nodes', ref: 'gp-2-4', quantity: 3, unitMicroUsdPerHour: 32_900 },
      { kind: 'included-nodes', ref: 'gp-2-4', quantity: 2, unitMicroUsdPerHour: -32_900 },
      { kind: 'addons', ref: 'monitoring', quantity: 1, unitMicroUsdPerHour: Math.round((1900 * 10_000) / 730) },
    ]);
  });
});

describe('meterCluster', () => {
  it('counts a change at 14:37 from 14:37, to the minute', () => {
    const [hour] = meterCluster(
      [
        { at: at(0), spec: spec(3) },
        { at: at(37), spec: spec(5) },
      ],
      catalogSeed,
      T,
      T + MS_PER_HOUR,
    );
    const nodes = hour?.items.find((i) => i.kind === 'nodes');
    expect(nodes?.unitHours).toBe(Math.round(((3 * 37 + 5 * 23) / 60) * 10_000) / 10_000);
    expect(nodes?.amountMicroUsd).toBe(Math.round((32_900 * 3 * 37) / 60) + Math.round((32_900 * 5 * 23) / 60));
  });

  it('stops at deletion and starts at creation, whole hours in between', () => {
    const usage = meterCluster(
      [
        { at: at(30), spec: spec(2) },
        { at: at(150), spec: null },
      ],
      catalogSeed,
      T,
      T + 4 * MS_PER_HOUR,
    );
    expect(usage.map((h) => h.hourStart)).toEqual([at(0), at(60), at(120)]);
    const cp = (i: number) => usage[i]?.items.find((x) => x.kind === 'control-plane')?.unitHours;
    expect([cp(0), cp(1), cp(2)]).toEqual([0.5, 1, 0.5]);
  });

  it('gives the same answer however the window is cut: hours add up', () => {
    const history = [
      { at: at(5), spec: spec(3) },
      { at: at(100), spec: spec(4) },
    ];
    const whole = meterCluster(history, catalogSeed, T, T + 3 * MS_PER_HOUR);
    const parts = [
      ...meterCluster(history, catalogSeed, T, T + MS_PER_HOUR),
      ...meterCluster(history, catalogSeed, T + MS_PER_HOUR, T + 3 * MS_PER_HOUR),
    ];
    expect(parts).toEqual(whole);
  });
});
