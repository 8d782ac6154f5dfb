import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import type { ClusterEventRecord } from '../clusters/cluster-events.repository.ts';
import { runningClusterRecord } from '../clusters/cluster-record.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { KubeconfigRecord } from '../clusters/kubeconfigs.repository.ts';
import { buildCompliancePack, type Person } from './compliance-pack.ts';
import { renderCompliancePackPdf } from './compliance-pack.pdf.ts';
import { withLocale } from '../i18n/request-locale.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

const cluster = (extra: Partial<ClusterRecord> = {}): ClusterRecord => ({
  ...runningClusterRecord({
    id: 'cl-1',
    organizationId: 'org-a',
    spec: {
      name: 'patients-db',
      tierId: 'enterprise',
      providerId: 'sovereign',
      regionId: 'fr-par-1',
      kubernetesVersion: '1.36',
      haControlPlane: true,
      nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 3 }],
      addonIds: [],
    },
    orderId: 'order-1',
    purpose: 'customer',
    endpoint: 'https://console.example/k8s/cl-1',
    createdAt: '2026-11-01T08:00:00Z',
  }),
  runningSince: '2026-11-01T08:01:00Z',
  ...extra,
});

let seq = 0;
const event = (
  at: string,
  type: ClusterEventRecord['type'],
  message: string,
  actorId: string | null,
): ClusterEventRecord => ({
  id: `e${(seq += 1)}`,
  clusterId: 'cl-1',
  organizationId: 'org-a',
  at,
  type,
  message,
  actorId,
  spec: null,
});

const kubeconfig = (extra: Partial<KubeconfigRecord>): KubeconfigRecord => ({
  id: 'k1',
  clusterId: 'cl-1',
  organizationId: 'org-a',
  userId: 'u-ada',
  tokenHash: 'secret-hash',
  createdAt: '2026-11-02T09:00:00Z',
  expiresAt: '2026-12-02T09:00:00Z',
  lastUsedAt: '2026-11-03T10:00:00Z',
  revokedAt: null,
  ...extra,
});

const people = new Map<string, Person>([
  ['u-ada', { id: 'u-ada', name: 'Ada Łukasiewicz', email: 'ada@example.eu', organizationId: 'org-a' }],
  ['u-bob', { id: 'u-bob', name: 'Bob', email: 'bob@example.eu', organizationId: 'org-a' }],
  ['op-1', { id: 'op-1', name: 'Olga Operator', email: 'olga@console.example', organizationId: 'org-staff' }],
]);

const events = [
  event('2026-11-02T09:00:00Z', 'credential', 'Kubeconfig issued to Ada Łukasiewicz for 720 h.', 'u-ada'),
  event('2026-11-01T08:00:00Z', 'status', 'Provisioning started.', 'u-ada'),
  event('2026-11-01T08:00:30Z', 'phase', 'Network: done in 10 s.', null),
  event('2026-11-03T10:00:00Z', 'credential', 'Kubeconfig used to reach the Kubernetes API.', 'u-ada'),
  event('2026-11-04T10:00:00Z', 'info', 'Change requested: node pools: 3 → 5 nodes.', 'u-bob'),
  event('2026-11-05T10:00:00Z', 'credential', '1 kubeconfig(s) revoked by Bob.', 'u-bob'),
];

describe('the compliance pack', () => {
  it('states the data location, jurisdiction, sovereign flag and the provider’s certifications', () => {
    const pack = buildCompliancePack({
      cluster: cluster(),
      catalog: catalogSeed,
      kubeconfigs: [],
      events: [],
      people,
      now: NOW,
    });
    expect(pack.location).toMatchObject({
      provider: 'Sovereign Cloud',
      country: 'FR',
      sovereignProvider: true,
      sovereignRegion: true,
    });
    expect(pack.location.jurisdiction).toMatch(/European Union/);
    expect(pack.certifications).toEqual(['GDPR', 'HDS', 'CISPE', 'ISO 27001']);
    const gke = buildCompliancePack({
      cluster: cluster({ providerId: 'gcp', regionId: 'europe-west9' }),
      catalog: catalogSeed,
      kubeconfigs: [],
      events: [],
      people,
      now: NOW,
    });
    expect(gke.location).toMatchObject({ sovereignProvider: false, sovereignRegion: false });
    expect(gke.location.statement).toMatch(/not a sovereign cloud/);
  });

  it('lists who holds credentials and every issue, use and revocation, oldest first, never a token', () => {
    const kubeconfigs = [
      kubeconfig({}),
      kubeconfig({ id: 'k2', userId: 'u-bob', createdAt: '2026-11-01T09:00:00Z', revokedAt: '2026-11-05T10:00:00Z' }),
      kubeconfig({ id: 'k3', userId: 'gone', createdAt: '2026-11-01T10:00:00Z', expiresAt: '2026-11-10T00:00:00Z' }),
    ];
    const pack = buildCompliancePack({
      cluster: cluster(),
      catalog: catalogSeed,
      kubeconfigs,
      events,
      people,
      now: NOW,
    });
    expect(pack.credentials.holders.map((h) => [h.holder, h.state])).toEqual([
      ['Bob <bob@example.eu>', 'revoked'],
      ['A former member', 'expired'],
      ['Ada Łukasiewicz <ada@example.eu>', 'active'],
    ]);
    expect(pack.credentials.events.map((e) => e.what)).toEqual([
      'Kubeconfig issued to Ada Łukasiewicz for 720 h.',
      'Kubeconfig used to reach the Kubernetes API.',
      '1 kubeconfig(s) revoked by Bob.',
    ]);
    expect(JSON.stringify(pack)).not.toContain('secret-hash');
  });

  it('says no operator acted when none did, then lists the members’ changes', () => {
    const pack = buildCompliancePack({
      cluster: cluster(),
      catalog: catalogSeed,
      kubeconfigs: [],
      events,
      people,
      now: NOW,
    });
    expect(pack.adminAccess.operatorActions).toEqual([]);
    expect(pack.adminAccess.memberChanges.map((e) => [e.who, e.what])).toEqual([
      ['Ada Łukasiewicz <ada@example.eu>', 'Provisioning started.'],
      ['Bob <bob@example.eu>', 'Change requested: node pools: 3 → 5 nodes.'],
    ]);
  });

  it('lists the actions of anyone outside the organization as our operators’', () => {
    const withOperator = [...events, event('2026-11-06T10:00:00Z', 'status', 'Retry requested.', 'op-1')];
    const pack = buildCompliancePack({
      cluster: cluster(),
      catalog: catalogSeed,
      kubeconfigs: [],
      events: withOperator,
      people,
      now: NOW,
    });
    expect(pack.adminAccess.operatorActions).toEqual([
      { at: '2026-11-06T10:00:00Z', who: 'Olga Operator <olga@console.example>', what: 'Retry requested.' },
    ]);
    expect(pack.adminAccess.memberChanges.map((e) => e.what)).not.toContain('Retry requested.');
  });

  it('prints as a PDF', async () => {
    const pack = buildCompliancePack({
      cluster: cluster({ purpose: 'provider-test', orderId: null }),
      catalog: catalogSeed,
      kubeconfigs: [kubeconfig({})],
      events,
      people,
      now: NOW,
    });
    expect(pack.cluster.testCluster).toBe(true);
    const pdf = await renderCompliancePackPdf(pack);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2000);
  });

  it('is written in the language of the request, values unchanged', async () => {
    const kubeconfigs = [kubeconfig({ userId: 'gone' })];
    const pack = withLocale('fr', () =>
      buildCompliancePack({ cluster: cluster(), catalog: catalogSeed, kubeconfigs, events, people, now: NOW }),
    );
    expect(pack.location.jurisdiction).toBe('l’Union européenne (le RGPD s’applique directement)');
    expect(pack.location.statement).toMatch(/^Les données, sauvegardes et journaux restent à /);
    expect(pack.credentials.holders[0]).toMatchObject({ holder: 'Un ancien membre', state: 'active' });
    expect(pack.cluster.status).toBe('running');
    const pdf = await withLocale('fr', () => renderCompliancePackPdf(pack));
    expect(pdf.toString('latin1')).toContain('/Lang (fr-FR)');
  });
});
