// One organization at a provider's size for the list benchmarks, written through the
// repositories before the server starts: its clusters, a long activity log and support tickets,
// and its owner's session.
import { randomUUID } from 'node:crypto';
import type { ClusterSpec } from '../src/server/clusters/clusters.schemas.ts';
import { SessionService } from '../src/server/sessions/session.service.ts';
import { sessionCookieName } from '../src/server/sessions/session-cookie.ts';
import { openStorage } from '../src/server/store/storage.ts';
import type { TicketRecord } from '../src/server/tickets/tickets.schemas.ts';
import { runningClusterRecord } from '../test/support/cluster-records.ts';

/** How much the organization holds. */
export type ListSeed = { clusters: number; activity: number; tickets: number };

const spec = (i: number): ClusterSpec => ({
  name: `list-${String(i).padStart(4, '0')}`,
  tierId: i % 3 === 0 ? 'enterprise' : 'standard',
  providerId: 'sovereign',
  regionId: i % 2 === 0 ? 'fr-par-1' : 'fr-par-2',
  kubernetesVersion: '1.36',
  haControlPlane: false,
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 + (i % 5) }],
  addonIds: ['monitoring'],
});

function ticket(i: number, organizationId: string, userId: string, at: string): TicketRecord {
  // A conversation of a few messages: the list shows a summary, the record holds them all.
  const messages = Array.from({ length: 6 }, (_, k) => ({
    id: randomUUID(),
    author: k % 2 === 0 ? ('customer' as const) : ('support' as const),
    body: `Message ${k} about the ingress of cluster list-${i}. `.repeat(8),
    at,
    authorUserId: k % 2 === 0 ? userId : null,
  }));
  return {
    id: randomUUID(),
    trackingCode: `TCK-LIST-${String(i).padStart(6, '0')}`,
    requesterName: 'List Owner',
    requesterEmail: 'owner@lists.example.eu',
    organizationId,
    userId,
    subject: `Ingress question ${i}`,
    category: 'technical',
    priority: 'normal',
    status: i % 4 === 0 ? 'resolved' : 'awaiting_support',
    messages,
    createdAt: at,
    updatedAt: at,
    resolvedAt: i % 4 === 0 ? at : null,
    closedAt: null,
  };
}

/** Writes the organization into a new embedded store in `dataDir`, or PostgreSQL; returns the owner's Cookie header. */
export async function seedListOrganization(seed: ListSeed, dataDir: string, databaseUrl?: string): Promise<string> {
  const backend = await openStorage({ dataDir, databaseUrl });
  try {
    const { repositories } = backend;
    const organization = await repositories.organizations.create({ companyName: 'Lists at scale SAS' });
    const owner = await repositories.users.create({
      username: 'listowner',
      email: 'owner@lists.example.eu',
      name: 'List Owner',
      role: 'user',
      orgRole: 'owner',
      organizationId: organization.id,
      emailVerified: true,
      officersAccess: false,
      passwordHash: null,
    });
    const start = Date.now() - 200 * 86_400_000;
    const at = (i: number) => new Date(start + i * 60_000).toISOString();
    const inBatches = async (count: number, write: (i: number) => Promise<unknown>) => {
      for (let from = 0; from < count; from += 200) {
        await Promise.all(Array.from({ length: Math.min(200, count - from) }, (_, k) => write(from + k)));
      }
    };
    // Metered up to this hour, as a running provider's clusters are: the meter job has nothing to catch up.
    const meteredUntil = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
    await inBatches(seed.clusters, (i) =>
      repositories.clusters.create(runningClusterRecord({ id: randomUUID(), organizationId: organization.id, spec: spec(i), createdAt: at(i), meteredUntil })),
    );
    await inBatches(seed.activity, (i) =>
      repositories.audit.append({
        id: randomUUID(),
        at: at(i),
        actorId: owner.id,
        action: i % 2 === 0 ? 'cluster.scaled' : 'order.paid',
        result: 'success',
        ip: '192.0.2.10',
        userAgent: 'bench',
        detail: `Scaled list-${i}`,
        organizationId: organization.id,
        targetType: 'cluster',
        targetId: null,
      }),
    );
    await inBatches(seed.tickets, (i) => repositories.tickets.create(ticket(i, organization.id, owner.id, at(i))));
    const { token } = await new SessionService(repositories.sessions, repositories.users).create(owner.id, { ip: '127.0.0.1', userAgent: 'bench' });
    return `${sessionCookieName(false)}=${token}`;
  } finally {
    await backend.close();
  }
}
