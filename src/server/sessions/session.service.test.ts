import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorage } from '../store/storage.ts';
import type { SessionScope } from '../ws/realtime-channel.ts';
import { SessionService } from './session.service.ts';

let closeStore: (() => Promise<void>) | undefined;
afterEach(() => closeStore?.());

/** A session service whose ended sessions are recorded where the /ws hub would receive them. */
async function makeService() {
  const backend = await openStorage({ dataDir: await mkdtemp(join(tmpdir(), 'session-service-')) });
  closeStore = () => backend.close();
  const ended: SessionScope[] = [];
  const sessions = new SessionService(backend.repositories.sessions, backend.repositories.users, {
    realtime: { endSessions: (scope) => void ended.push(scope) },
  });
  const user = await backend.repositories.users.create({
    username: 'ada',
    email: 'ada@example.eu',
    name: 'Ada',
    role: 'user',
    orgRole: 'owner',
    organizationId: 'org-1',
    emailVerified: true,
    officersAccess: false,
    passwordHash: 'unused',
  });
  return { sessions, users: backend.repositories.users, user, ended };
}

const meta = { ip: '203.0.113.9', userAgent: 'vitest' };

describe('SessionService ends sockets with sessions', () => {
  it('ends the sockets of every session of an account found disabled, at its next request', async () => {
    const { sessions, users, user, ended } = await makeService();
    const { token } = await sessions.create(user.id, meta);
    await sessions.create(user.id, meta);
    await users.update(user.id, { disabled: true });
    expect(await sessions.validate(token)).toBeUndefined();
    expect(ended).toEqual([{ userId: user.id, exceptSessionId: undefined }]);
    expect(await sessions.list(user.id)).toEqual([]);
  });

  it('ends the socket of one session on logout, and of all others on revokeAllFor', async () => {
    const { sessions, user, ended } = await makeService();
    const kept = await sessions.create(user.id, meta);
    const other = await sessions.create(user.id, meta);
    await sessions.revoke(other.session.id);
    await sessions.revokeAllFor(user.id, kept.session.id);
    expect(ended).toEqual([{ sessionIds: [other.session.id] }, { userId: user.id, exceptSessionId: kept.session.id }]);
  });
});
