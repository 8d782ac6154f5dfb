import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

// The readable `signed-in` cookie tells pre-rendered pages whether to ask GET /api/user at all.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

/** Every Set-Cookie header of an answer. */
const setCookies = (headers: Headers) => headers.getSetCookie();

describe('the session hint cookie', () => {
  it('comes with the session at sign-in, readable by scripts, and goes with it at sign-out', async () => {
    const account = newAccount();
    const client = new ApiClient(server.url);
    const registered = await client.post('/api/register', account);
    expect(registered.status).toBe(201);
    const issued = setCookies(registered.headers);
    expect(issued[0]).toMatch(/^session=[a-z2-7]{32};.*HttpOnly/);
    const hint = issued.find((cookie) => cookie.startsWith('signed-in=1;'));
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/);

    const session = client.cookie;
    const loggedOut = await client.post('/api/logout');
    expect(setCookies(loggedOut.headers).some((cookie) => /^signed-in=;.*Max-Age=0/.test(cookie))).toBe(true);
    // A browser still holding the hint with an ended session loses the hint on its next request.
    const stale = await new ApiClient(server.url).request('GET', '/api/user', undefined, {
      Cookie: `${session}; signed-in=1`,
    });
    expect(stale.status).toBe(401);
    expect(setCookies(stale.headers).some((cookie) => /^signed-in=;.*Max-Age=0/.test(cookie))).toBe(true);
  });

  it('is never added to a signed-in request that came without it, nor to a visitor’s', async () => {
    const account = newAccount();
    const client = new ApiClient(server.url);
    expect((await client.post('/api/register', account)).status).toBe(201);
    const user = await client.get('/api/user');
    expect(user.status).toBe(200);
    expect(setCookies(user.headers)).toEqual([]);
    expect(setCookies((await new ApiClient(server.url).get('/api/user')).headers)).toEqual([]);
  });
});
