import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server-harness.ts';

let production: RunningServer;
let testing: RunningServer;
beforeAll(async () => {
  [production, testing] = await Promise.all([startServer({ APP_ENV: 'production' }), startServer()]);
});
afterAll(async () => {
  await Promise.all([production.stop(), testing.stop()]);
});

const documentedPaths = async (server: RunningServer) =>
  Object.keys(((await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: object }).paths);

/** POSTs a body that never ends: only an answer that does not wait for the body can arrive. */
function postEndlessBody(server: RunningServer, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        hostname,
        port,
        method: 'POST',
        path,
        headers: { Origin: server.url, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          sent.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    sent.once('error', reject);
    sent.write('{"as":"admin"');
    setTimeout(() => reject(new Error('no answer within 3 s: the body was being waited for')), 3000).unref();
  });
}

describe('development endpoints in production', () => {
  it('are not listed in /api/openapi.json', async () => {
    const paths = await documentedPaths(production);
    expect(paths).toContain('/api/login');
    expect(paths.filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
  });

  it('answer 404 like any unknown path, before the body is read', async () => {
    const answer = await postEndlessBody(production, '/api/dev/login');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: 'No API endpoint at /api/dev/login.', code: 'not_found' });
    for (const path of ['/api/dev/mailbox', '/api/dev/notifications']) {
      expect((await fetch(production.url + path)).status).toBe(404);
    }
  });

  it('exist and are documented in development and test', async () => {
    expect(await documentedPaths(testing)).toEqual(
      expect.arrayContaining(['/api/dev/login', '/api/dev/mailbox', '/api/dev/notifications']),
    );
    expect((await fetch(`${testing.url}/api/dev/mailbox`)).status).toBe(200);
  });
});
