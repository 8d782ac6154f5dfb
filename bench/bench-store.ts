// Builds a data folder with many signed-in users before the server starts: the bench writes
// users and sessions through the repositories (as the server would), so no bulk sign-in
// endpoint has to exist in the product.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionService } from '../src/server/sessions/session.service.ts';
import { sessionCookieName } from '../src/server/sessions/session-cookie.ts';
import { openStorage } from '../src/server/store/storage.ts';

/** A user the bench can act as: its id and the Cookie header of its session. */
export type BenchUser = { id: string; cookie: string };

/**
 * Creates `count` users, each with one session (and `notificationsEach` unread notifications),
 * in a new embedded store, or in the PostgreSQL database of `databaseUrl`.
 */
export async function seedSignedInUsers(
  count: number,
  notificationsEach = 0,
  databaseUrl?: string,
): Promise<{ dataDir: string; users: BenchUser[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-users-'));
  const backend = await openStorage({ dataDir, databaseUrl });
  const { repositories } = backend;
  const sessions = new SessionService(repositories.sessions, repositories.users);
  const organization = await repositories.organizations.create({ companyName: 'Bench Load SAS' });
  const meta = { ip: '127.0.0.1', userAgent: 'bench' };
  const users: BenchUser[] = [];
  const BATCH = 1000;
  // Concurrent creates share the journal's group commits; batches keep memory flat.
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => start + i);
    const created = await Promise.all(
      batch.map(async (n) => {
        const user = await repositories.users.create({
          username: `load${n}`,
          email: `load${n}@bench.example.eu`,
          name: `Load User ${n}`,
          role: 'user',
          orgRole: 'owner',
          organizationId: organization.id,
          emailVerified: true,
          officersAccess: false,
          passwordHash: null,
        });
        const { token } = await sessions.create(user.id, meta);
        const timestamp = new Date(Date.now() - 60_000).toISOString();
        for (let k = 0; k < notificationsEach; k += 1) {
          await repositories.notifications.create({
            userId: user.id,
            type: 'info',
            message: `Seeded notification ${k} for load${n}`,
            timestamp,
          });
        }
        return { id: user.id, cookie: `${sessionCookieName(false)}=${token}` };
      }),
    );
    users.push(...created);
  }
  await backend.close();
  return { dataDir, users };
}
