import { describe, expect, it } from 'vitest';
import { clusterHealth } from './cluster-health.ts';
import type { PhaseState } from '../../shared/clusters/clusters.schemas.ts';

const now = new Date('2026-11-23T12:00:00Z');
const phase = (name: PhaseState['phase'], status: PhaseState['status'], progress = 0): PhaseState => ({
  phase: name,
  status,
  progress,
  startedAt: null,
  finishedAt: null,
  expectedSeconds: 10,
});
const base = {
  haControlPlane: false,
  nodePools: [{ name: 'a', nodeSizeId: 'gp-2-4', count: 4 }],
  failure: null,
};

describe('clusterHealth', () => {
  it('counts nodes ready with the node-pools phase while provisioning', () => {
    const health = clusterHealth(
      {
        ...base,
        status: 'provisioning',
        operation: 'create',
        phases: [
          phase('network', 'done', 100),
          phase('control-plane', 'done', 100),
          phase('node-pools', 'running', 50),
          phase('addons', 'pending'),
          phase('health-check', 'pending'),
        ],
      },
      now,
    );
    expect(health.overall).toBe('progressing');
    expect(health.components.find((c) => c.id === 'api-server')?.status).toBe('healthy');
    expect(health.nodes).toEqual({ ready: 2, total: 4 });
  });

  it('marks the failed phase’s parts unhealthy with the reason', () => {
    const health = clusterHealth(
      {
        ...base,
        status: 'failed',
        operation: 'create',
        failure: {
          code: 'node_capacity',
          reason: 'No capacity.',
          phase: 'node-pools',
          customerAction: false,
          at: now.toISOString(),
        },
        phases: [phase('network', 'done', 100), phase('control-plane', 'done', 100), phase('node-pools', 'failed', 40)],
      },
      now,
    );
    expect(health.overall).toBe('unhealthy');
    expect(health.components.find((c) => c.id === 'nodes')).toMatchObject({
      status: 'unhealthy',
      message: 'No capacity.',
    });
  });

  it('keeps a running cluster healthy, and an update’s pending phases serving', () => {
    expect(clusterHealth({ ...base, status: 'running', operation: null, phases: [] }, now).overall).toBe('healthy');
    const updating = clusterHealth(
      {
        ...base,
        status: 'updating',
        operation: 'update',
        phases: [phase('node-pools', 'running', 30), phase('health-check', 'pending')],
      },
      now,
    );
    expect(updating.overall).toBe('progressing');
    expect(updating.components.find((c) => c.id === 'etcd')?.status).toBe('healthy');
    expect(updating.nodes.ready).toBe(4);
  });

  it('stops everything when the cluster is deleted', () => {
    const health = clusterHealth({ ...base, status: 'deleted', operation: null, phases: [] }, now);
    expect(health.overall).toBe('stopped');
    expect(health.components.every((c) => c.status === 'stopped')).toBe(true);
  });
});
