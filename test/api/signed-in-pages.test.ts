// Signed-in pages are sent from a cache of rendered HTML when the same path, user and counts
// rendered one before (src/server/http/app-pages.ts): each user must still get only their own
// page, the session must still be checked on every request, and a change must show at once.
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function customer(name: string, companyName: string) {
  const client = new ApiClient(server.url);
  expect((await client.post('/api/register', newAccount({ name, companyName }))).status).toBe(201);
  return client;
}

/** The page as a browser gets it, decoded here from whatever coding the server chose. */
function page(client: ApiClient, path: string, acceptEncoding = 'identity') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; coding: string | undefined; html: string }>(
    (resolve, reject) => {
      const headers = { Cookie: client.cookie ?? '', 'Accept-Encoding': acceptEncoding };
      get(server.url + path, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const coding = response.headers['content-encoding'];
          const html = (
            coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes
          ).toString();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, coding, html });
        });
      }).on('error', reject);
    },
  );
}

describe('signed-in pages', () => {
  it('gives each of two users alternating requests only their own name and organization', async () => {
    const ada = await customer('Ada Lovelace', 'Analytical Engines SAS');
    const grace = await customer('Grace Hopper', 'Compiler Works GmbH');
    for (let round = 0; round < 3; round += 1) {
      for (const path of ['/dashboard', '/my-clusters']) {
        const forAda = await page(ada, path);
        const forGrace = await page(grace, path);
        expect(forAda.status).toBe(200);
        expect(forGrace.status).toBe(200);
        expect(forAda.html).toContain('Ada Lovelace');
        expect(forAda.html).toContain('Analytical Engines SAS');
        expect(forAda.html).not.toContain('Grace Hopper');
        expect(forAda.html).not.toContain('Compiler Works GmbH');
        expect(forGrace.html).toContain('Grace Hopper');
        expect(forGrace.html).toContain('Compiler Works GmbH');
        expect(forGrace.html).not.toContain('Ada Lovelace');
        expect(forGrace.html).not.toContain('Analytical Engines SAS');
        expect(forAda.html).toContain('data-sidebar-count="clusters"');
      }
    }
  });

  it('renders the requested path, not another cached one', async () => {
    const client = await customer('Path Tester', 'Paths SARL');
    const dashboard = await page(client, '/dashboard');
    const clusters = await page(client, '/my-clusters');
    expect(dashboard.html).toContain('&quot;initialPath&quot;:[0,&quot;/dashboard&quot;]');
    expect(clusters.html).toContain('&quot;initialPath&quot;:[0,&quot;/my-clusters&quot;]');
  });

  it('shows a new display name on the next page load', async () => {
    const client = await customer('Before Rename', 'Renames SAS');
    expect((await page(client, '/dashboard')).html).toContain('Before Rename');
    expect((await page(client, '/dashboard')).html).toContain('Before Rename');
    expect((await client.patch('/api/user/profile', { name: 'After Rename' })).status).toBe(200);
    const renamed = await page(client, '/dashboard');
    expect(renamed.html).toContain('After Rename');
    expect(renamed.html).not.toContain('Before Rename');
  });

  it('checks the session on every request: a signed-out cookie gets the sign-in redirect', async () => {
    const client = await customer('Signing Out', 'Sessions SAS');
    const cookie = client.cookie;
    expect((await page(client, '/dashboard')).status).toBe(200);
    expect((await page(client, '/dashboard')).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBeLessThan(300);
    const stale = new ApiClient(server.url);
    stale.cookie = cookie;
    const after = await page(stale, '/dashboard');
    expect(after.status).toBe(302);
    expect(after.headers.location).toBe('/auth?redirect=%2Fdashboard');
    expect(after.html).not.toContain('Signing Out');
  });

  it('is compressed as the client asks, never stored by the browser, and varies on Accept-Encoding', async () => {
    const client = await customer('Compressed Page', 'Bytes SAS');
    const plain = await page(client, '/dashboard');
    for (const [asked, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      for (let time = 0; time < 2; time += 1) {
        const answer = await page(client, '/dashboard', asked);
        expect(answer.coding).toBe(coding ?? undefined);
        expect(answer.html).toBe(plain.html);
        expect(answer.headers.vary).toContain('Accept-Encoding');
        expect(answer.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('sends a page again with the same headers as when it was rendered', async () => {
    const client = await customer('Same Headers', 'Headers SAS');
    const withoutDate = (headers: IncomingHttpHeaders) => {
      // Each answer carries its own request id.
      const { date: _date, 'x-request-id': _requestId, ...rest } = headers;
      return rest;
    };
    const first = await page(client, '/my-clusters', 'gzip');
    const again = await page(client, '/my-clusters', 'gzip');
    expect(again.html).toBe(first.html);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
  });
});
