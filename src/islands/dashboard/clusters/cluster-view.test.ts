import { describe, expect, it } from 'vitest';
import type { Cluster } from './cluster-types.ts';
import { formatDuration, operationTiming } from './cluster-view.ts';
import { filterClusters, pageOf } from './list/cluster-filters.ts';

const cluster = (name: string, patch: Partial<Cluster> = {}) =>
  ({
    name,
    status: 'running',
    tierId: 'standard',
    providerId: 'sovereign',
    regionId: 'fr-par-1',
    kubernetesVersion: '1.37',
    ...patch,
  }) as Cluster;

describe('cluster screens', () => {
  it('writes durations in words', () => {
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(2 * 3_600_000 + 600_000)).toBe('2 h 10 min');
  });

  it('counts elapsed and expected time from the phases', () => {
    const t0 = Date.parse('2026-11-23T12:00:00Z');
    const phases = [
      {
        phase: 'network',
        status: 'done',
        progress: 100,
        startedAt: new Date(t0).toISOString(),
        finishedAt: new Date(t0 + 10_000).toISOString(),
        expectedSeconds: 10,
      },
      {
        phase: 'control-plane',
        status: 'running',
        progress: 50,
        startedAt: new Date(t0 + 10_000).toISOString(),
        finishedAt: null,
        expectedSeconds: 10,
      },
      { phase: 'node-pools', status: 'pending', progress: 0, startedAt: null, finishedAt: null, expectedSeconds: 10 },
    ] as Cluster['phases'];
    expect(operationTiming({ phases }, t0 + 15_000)).toEqual({
      elapsedMs: 15_000,
      expectedMs: 30_000,
      remainingMs: 15_000,
    });
  });

  it('filters by search, status, tier and provider, and pages the result', () => {
    const all = [
      cluster('shop-prod'),
      cluster('shop-dev', { status: 'failed', tierId: 'dev-test' }),
      cluster('data', { providerId: 'aws', regionId: 'eu-west-3' }),
    ];
    expect(filterClusters(all, { query: 'shop', status: '', tierId: '', providerId: '' }).map((c) => c.name)).toEqual([
      'shop-prod',
      'shop-dev',
    ]);
    expect(filterClusters(all, { query: '', status: 'failed', tierId: '', providerId: '' }).map((c) => c.name)).toEqual(
      ['shop-dev'],
    );
    expect(
      filterClusters(all, { query: 'eu-west', status: '', tierId: '', providerId: 'aws' }).map((c) => c.name),
    ).toEqual(['data']);
    const many = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(many, 3, 50)).toEqual({ items: many.slice(100), pages: 3, page: 3 });
    expect(pageOf(many, 9, 50).page).toBe(3);
    expect(pageOf([], 1, 50)).toEqual({ items: [], pages: 1, page: 1 });
  });
});
