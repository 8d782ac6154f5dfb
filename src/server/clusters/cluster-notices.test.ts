import { describe, expect, it } from 'vitest';
import { runningClusterRecord } from './cluster-record.ts';
import { ClusterNotices } from './cluster-notices.ts';
import type { Repositories } from '../store/repositories.ts';

describe('cluster notifications', () => {
  it('are written in each member’s own language', async () => {
    const told: { userId: string; message: string }[] = [];
    const members = [
      { id: 'u-fr', organizationId: 'org-a', email: 'fr@example.eu', name: 'Amélie', preferences: { language: 'fr' } },
      { id: 'u-en', organizationId: 'org-a', email: 'en@example.eu', name: 'Ada', preferences: {} },
    ];
    const notices = new ClusterNotices({
      notifications: {
        notify: async (userId: string, input: { message: string }) =>
          void told.push({ userId, message: input.message }),
      },
      realtime: { publish: () => undefined },
      mailer: { send: async () => undefined },
      publicOrigin: 'https://console.example.eu',
      repositories: { users: { listByOrganization: async () => members } },
    } as unknown as ConstructorParameters<typeof ClusterNotices>[0]);
    const cluster = runningClusterRecord({
      id: 'cl-1',
      organizationId: 'org-a',
      spec: {
        name: 'web',
        tierId: 'enterprise',
        providerId: 'sovereign',
        regionId: 'fr-par-1',
        kubernetesVersion: '1.36',
        haControlPlane: false,
        nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 3 }],
        addonIds: [],
      },
      orderId: 'order-1',
      purpose: 'customer',
      endpoint: 'https://console.example/k8s/cl-1',
      createdAt: '2026-11-01T08:00:00Z',
    });
    const after: (() => void)[] = [];
    const tx = { afterCommit: (work: () => void) => after.push(work) } as unknown as Repositories;
    await notices.changed(tx, cluster, 'deleted');
    after.forEach((work) => work());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(told).toEqual([
      { userId: 'u-fr', message: 'Le cluster «\u00a0web\u00a0» a été supprimé.' },
      { userId: 'u-en', message: 'Cluster "web" was deleted.' },
    ]);
  });
});
