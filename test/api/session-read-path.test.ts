import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotpCode } from '../../src/server/mfa/totp.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';

// The signed-in read path answers from records read at once where the store keeps them in
// memory (the embedded store), and reads the database on PostgreSQL. Either way a change is seen
// by the very next request: a session signed out, a name changed, the organization's rule.

/** Reads /api/user a few times, so what the read path keeps is in place before the change. */
async function warm(client: ApiClient): Promise<void> {
  for (let i = 0; i < 3; i += 1) expect((await client.get('/api/user')).status).toBe(200);
}

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`the signed-in read path (${backend})`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      const schema = backend === 'postgres' ? await createSchema() : undefined;
      server = await startServer(schema ? { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` } : {});
    });
    afterAll(async () => {
      await server.stop();
    });

    it('refuses a session at the request after it is signed out, from another device or by itself', async () => {
      const account = newAccount();
      const desk = new ApiClient(server.url);
      expect((await desk.post('/api/register', account)).status).toBe(201);
      const laptop = new ApiClient(server.url);
      expect((await laptop.post('/api/login', { username: account.username, password: account.password })).status).toBe(
        200,
      );
      await warm(laptop);
      await warm(desk);
      const sessions = (await desk.get('/api/auth/sessions')).json as { id: string; current: boolean }[];
      const other = sessions.find((session) => !session.current);
      expect((await desk.delete(`/api/auth/sessions/${other?.id}`)).status).toBe(204);
      expect((await laptop.get('/api/user')).status).toBe(401);

      const kept = desk.cookie;
      expect((await desk.post('/api/logout')).status).toBe(204);
      const replayed = new ApiClient(server.url);
      replayed.cookie = kept;
      expect((await replayed.get('/api/user')).status).toBe(401);
    });

    it('answers the user’s and the organization’s changes at the next read', async () => {
      const org = await team(server.url);
      await warm(org.member);
      expect((await org.member.patch('/api/user/profile', { name: 'Ada Lovelace' })).status).toBe(200);
      expect((await org.member.get('/api/user')).json.name).toBe('Ada Lovelace');

      // The owner's rule changes the member's view without any change to the member.
      const setup = await org.owner.post('/api/auth/mfa/setup');
      const code = currentTotpCode(setup.json.secret as string);
      expect((await org.owner.post('/api/auth/mfa/enable', { code })).status).toBe(200);
      await warm(org.member);
      expect((await org.member.get('/api/user')).json.twoFactorSetupRequired).toBe(false);
      expect((await org.owner.put('/api/organization/security', { requireTwoFactor: true })).status).toBe(200);
      expect((await org.member.get('/api/user')).json.twoFactorSetupRequired).toBe(true);
      expect((await org.owner.put('/api/organization/security', { requireTwoFactor: false })).status).toBe(200);
      expect((await org.member.get('/api/user')).json.twoFactorSetupRequired).toBe(false);
    });
  });
}
