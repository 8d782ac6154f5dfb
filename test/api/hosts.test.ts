import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startExpectingFailure, startServer, type RunningServer } from './server-harness.ts';

let local: RunningServer;
let deployed: RunningServer;
beforeAll(async () => {
  [local, deployed] = await Promise.all([
    startServer(),
    startServer({ PUBLIC_ORIGIN: 'https://console.example.eu', ALLOWED_HOSTS: 'admin.example.eu:8443' }),
  ]);
});
afterAll(async () => {
  await Promise.all([local.stop(), deployed.stop()]);
});

type Answer = { status: number; type: string; body: string; cookie: string };

/** A POST with exactly these Host and Origin headers (fetch cannot set Host). */
function post(server: RunningServer, path: string, host: string, origin?: string, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: host, ...(origin ? { Origin: origin } : {}) };
    if (body) headers['Content-Type'] = 'application/json';
    const sent = request({ hostname, port, method: 'POST', path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        const cookie = (response.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          body: text,
          cookie,
        });
      });
    });
    sent.once('error', reject);
    sent.end(body);
  });
}

/** The answer to a state-changing request (a sign-out) with these Host and Origin headers. */
async function logout(server: RunningServer, host: string, origin?: string) {
  const { cookie: _cookie, ...answer } = await post(server, '/api/logout', host, origin);
  return answer;
}

/** The status of a signed-in `/ws` upgrade with these Host and Origin headers. */
async function upgrade(
  server: RunningServer,
  host: string,
  origin: string,
  signInAs: { host: string; origin: string },
): Promise<number> {
  const signIn = await post(server, '/api/dev/login', signInAs.host, signInAs.origin, '{"as":"customer"}');
  expect(signIn.status).toBe(200);
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, {
    headers: { Host: host, Origin: origin, Cookie: signIn.cookie },
  });
  const status = await new Promise<number>((resolve) => {
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => resolve(101));
    socket.once('error', () => undefined);
  });
  socket.terminate();
  return status;
}

const itself = (server: RunningServer) => ({ host: new URL(server.url).host, origin: server.url });
const publicSite = { host: 'console.example.eu', origin: 'https://console.example.eu' };

const refused = {
  status: 403,
  type: 'application/json; charset=utf-8',
  body: expect.stringContaining('"code":"forbidden"'),
};

describe('hosts and origins, without PUBLIC_ORIGIN (the address the server listens on counts)', () => {
  it('refuses a rebound name: Host evil.example with a matching Origin, for state changes and /ws', async () => {
    expect(await logout(local, 'evil.example', 'http://evil.example')).toEqual(refused);
    expect(
      await logout(local, `evil.example:${new URL(local.url).port}`, `http://evil.example:${new URL(local.url).port}`),
    ).toEqual(refused);
    expect(await upgrade(local, 'evil.example', 'http://evil.example', itself(local))).toBe(403);
  });

  it('refuses an https Origin on an http deployment', async () => {
    const { host } = new URL(local.url);
    expect(await logout(local, host, `https://${host}`)).toEqual(refused);
    expect(await upgrade(local, host, `https://${host}`, itself(local))).toBe(403);
  });

  it('accepts its own address, by IP or as localhost, on the port it listens on only', async () => {
    const { host, port } = new URL(local.url);
    expect((await logout(local, host, `http://${host}`)).status).toBe(204);
    expect((await logout(local, `localhost:${port}`, `http://localhost:${port}`)).status).toBe(204);
    expect(await upgrade(local, `localhost:${port}`, `http://localhost:${port}`, itself(local))).toBe(101);
    expect(await logout(local, '127.0.0.1:1', 'http://127.0.0.1:1')).toEqual(refused);
  });
});

describe('hosts and origins with PUBLIC_ORIGIN and ALLOWED_HOSTS', () => {
  it('accepts PUBLIC_ORIGIN and the ALLOWED_HOSTS, over the deployment’s scheme only', async () => {
    expect((await logout(deployed, 'console.example.eu', 'https://console.example.eu')).status).toBe(204);
    expect((await logout(deployed, 'admin.example.eu:8443', 'https://admin.example.eu:8443')).status).toBe(204);
    expect(await logout(deployed, 'console.example.eu', 'http://console.example.eu')).toEqual(refused);
    expect(await upgrade(deployed, publicSite.host, publicSite.origin, publicSite)).toBe(101);
  });

  it('no longer trusts its own address or any other name', async () => {
    const { host } = new URL(deployed.url);
    expect(await logout(deployed, host, `https://${host}`)).toEqual(refused);
    expect(await logout(deployed, 'evil.example', 'https://evil.example')).toEqual(refused);
    expect(await upgrade(deployed, host, `https://${host}`, publicSite)).toBe(403);
  });

  it('refuses a bad ALLOWED_HOSTS at start with one line naming it', async () => {
    const { code, output } = await startExpectingFailure({
      ALLOWED_HOSTS: 'console.example.eu,https://admin.example.eu/',
    });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      'Invalid ALLOWED_HOSTS (got "console.example.eu,https://admin.example.eu/"): expected comma-separated host names, each with an optional port, e.g. console.example.eu,admin.example.eu:8443',
    ]);
  });
});
