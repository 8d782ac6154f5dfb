import { describe, expect, it } from 'vitest';
import { isInService, isLiveCluster, isRenewingCluster } from './cluster-lifecycle.ts';

const STATUSES = ['pending', 'provisioning', 'running', 'updating', 'deleting', 'deleted', 'failed'] as const;
const which = (
  rule: (c: { status: string; runningSince?: string | null }) => boolean,
  runningSince: string | null = null,
) => STATUSES.filter((status) => rule({ status, runningSince }));

describe('cluster lifecycle rules', () => {
  it('a live cluster is any cluster not deleted', () => {
    expect(which(isLiveCluster)).toEqual(['pending', 'provisioning', 'running', 'updating', 'deleting', 'failed']);
  });

  it('a cluster in service is live and not being deleted', () => {
    expect(which(isInService)).toEqual(['pending', 'provisioning', 'running', 'updating', 'failed']);
  });

  it('a cluster renews while in service, unless it failed before it ever ran', () => {
    expect(which(isRenewingCluster)).toEqual(['pending', 'provisioning', 'running', 'updating']);
    expect(which(isRenewingCluster, '2026-11-01T00:00:00.000Z')).toEqual([
      'pending',
      'provisioning',
      'running',
      'updating',
      'failed',
    ]);
  });
});

describe('clusterStatusWord', () => {
  it('says each state in lower-case words, and an unknown one as it is', async () => {
    const { clusterStatusWord } = await import('./cluster-lifecycle.ts');
    expect(STATUSES.map(clusterStatusWord)).toEqual([
      'pending',
      'provisioning',
      'running',
      'updating',
      'deleting',
      'deleted',
      'failed',
    ]);
    expect(clusterStatusWord('paused')).toBe('paused');
  });
});
