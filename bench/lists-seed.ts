// One organization at a provider's size for the list benchmarks, written before the server
// starts: the seeded data set's first organization (`npm run seed`) with its clusters, then a
// long activity log and support tickets through the repositories, and its owner's session.
import { randomUUID } from 'node:crypto';
import { analyzeTables } from '../scripts/seed/analyze-tables.ts';
import { seedRealisticData } from '../scripts/seed/realistic-data.ts';
import { parseSeedArgs } from '../scripts/seed/seed-options.ts';
import { ownerEmail, seedIds } from '../scripts/seed/seed-records.ts';
import { SessionService } from '../src/server/sessions/session.service.ts';
import { sessionCookieName } from '../src/server/sessions/session-cookie.ts';
import { openStorage } from '../src/server/store/storage.ts';
import type { TicketRecord } from '../src/shared/tickets/tickets.schemas.ts';

/** How much the organization holds. */
export type ListSeed = { clusters: number; activity: number; tickets: number };

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
    requesterName: 'Owner 000001',
    requesterEmail: ownerEmail(1),
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
    // Clusters metered up to this hour, as a running provider's are: the meter job has nothing to catch up.
    await seedRealisticData(
      backend,
      parseSeedArgs(['--organizations', '1', '--clusters-per-org', String(seed.clusters), '--months', '0']),
    );
    const organization = { id: seedIds.organization(1) };
    const owner = { id: seedIds.owner(1) };
    const start = Date.now() - 200 * 86_400_000;
    const at = (i: number) => new Date(start + i * 60_000).toISOString();
    const inBatches = async (count: number, write: (i: number) => Promise<unknown>) => {
      for (let from = 0; from < count; from += 200) {
        await Promise.all(Array.from({ length: Math.min(200, count - from) }, (_, k) => write(from + k)));
      }
    };
    await inBatches(seed.activity, (i) =>
      repositories.audit.append({
        id: randomUUID(),
        at: at(i),
        actorId: owner.id,
        action: i % 2 === 0 ? 'cluster.scaled' : 'order.paid',
        result: 'success',
        ip: '192.0.2.10',
        userAgent: 'bench',
        detail: `Scaled cluster-${i}`,
        organizationId: organization.id,
        targetType: 'cluster',
        targetId: null,
      }),
    );
    await inBatches(seed.tickets, (i) => repositories.tickets.create(ticket(i, organization.id, owner.id, at(i))));
    const { token } = await new SessionService(repositories.sessions, repositories.users).create(owner.id, {
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    if (databaseUrl) await analyzeTables(databaseUrl);
    return `${sessionCookieName(false)}=${token}`;
  } finally {
    await backend.close();
  }
}
