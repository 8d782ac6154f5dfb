import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const get = (path: string, init?: RequestInit) => fetch(server.url + path, init);

describe('platform endpoints', () => {
  it('reports the version from package.json and the environment', async () => {
    const response = await get('/api/version/summary');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await response.json();
    expect(body).toEqual({
      displayVersion: expect.stringMatching(/^v1\.5\.0( \([0-9a-f]{7}\))?$/),
      environment: 'test',
    });
  });

  it('lists the seven cluster tiers of SPEC §1 in order, as id and name only', async () => {
    const response = await get('/api/cluster-tiers');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const tiers = (await response.json()) as { id: string; name: string }[];
    expect(tiers.map((t) => t.name)).toEqual([
      'Standard (Blue)',
      'Enterprise (Red)',
      'Economy (Green)',
      'Data Analytics',
      'AI/ML (Violet)',
      'Dev/Test (Orange)',
      'Sandbox (Gray)',
    ]);
    for (const tier of tiers) expect(Object.keys(tier).sort()).toEqual(['id', 'name']);
  });

  it('reports the store as reachable', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', checks: { store: 'ok' } });
  });

  it('describes every endpoint in /api/openapi.json', async () => {
    const doc = (await (await get('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/version/summary', '/api/cluster-tiers', '/api/health']),
    );
    expect(doc.paths['/api/cluster-tiers']?.get).toMatchObject({ responses: { 200: expect.any(Object) } });
  });

  it('passes the Redocly linter with its recommended rules: no error, no warning', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'openapi-')), 'openapi.json');
    await writeFile(file, await (await get('/api/openapi.json')).text());
    const lint = await promisify(execFile)(
      join(process.cwd(), 'node_modules/.bin/redocly'),
      ['lint', file, '--format=json', '--max-problems=1000'],
      {
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const { totals, problems } = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`).slice(0, 10)).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names every operation, declares its 4XX answers, and marks public operations as needing no credential', async () => {
    type Op = { operationId?: string; responses: Record<string, unknown>; security?: unknown[]; 'x-access': string };
    const doc = (await (await get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Op>> };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(doc.paths['/api/clusters/{id}/events']?.get?.operationId).toBe('getClustersByIdEvents');
    expect(operations.filter((op) => !Object.keys(op.responses).some((status) => /^4\d\d$/.test(status)))).toEqual([]);
    expect(
      operations.filter(
        (op) => op['x-access'] === 'public' && !(Array.isArray(op.security) && op.security.length === 0),
      ),
    ).toEqual([]);
    expect(doc.paths['/api/clusters/{id}']?.patch?.responses).toMatchObject({
      400: expect.any(Object),
      401: expect.any(Object),
      403: expect.any(Object),
      404: expect.any(Object),
    });
  });
});

describe('API errors', () => {
  it('answers an unknown /api path with a 404 JSON error', async () => {
    const response = await get('/api/no-such-thing/here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      message: expect.stringContaining('/api/no-such-thing/here'),
      code: 'not_found',
    });
  });

  it('answers a wrong method with 405, an Allow header and the JSON error shape', async () => {
    const response = await get('/api/cluster-tiers', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ message: expect.any(String), code: 'method_not_allowed' });
  });

  it('refuses a state-changing request from another origin with 403', async () => {
    const response = await get('/api/health', {
      method: 'POST',
      headers: { Origin: 'https://attacker.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('refuses a body over 1 MB with 413 before reading it', async () => {
    const response = await get('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('never leaks a stack trace', async () => {
    const response = await get('/api/%E0%A4%A');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/at .+\.(ts|js|mjs):\d+/);
  });
});

describe('static files and pages', () => {
  it('serves the home page with revalidation and an ETag, and 304 when unchanged', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    await response.arrayBuffer();
    const again = await get('/', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('serves precompressed brotli and gzip when the client accepts them', async () => {
    const br = await get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    // A page built in both languages also varies with the visitor's choice of one.
    expect(br.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(await br.text()).toContain('<html');
    const gzip = await get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('<html');
  });

  it("answers a public page in the visitor's language: the lang cookie, else Accept-Language", async () => {
    const lang = async (headers: Record<string, string>) =>
      /<html lang="(\w+)"/.exec(await (await get('/pricing', { headers })).text())?.[1];
    expect(await lang({})).toBe('en');
    expect(await lang({ 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' })).toBe('fr');
    expect(await lang({ 'Accept-Language': 'de-DE,en;q=0.5' })).toBe('en');
    expect(await lang({ Cookie: 'lang=fr', 'Accept-Language': 'en' })).toBe('fr');
    expect(await lang({ Cookie: 'lang=en', 'Accept-Language': 'fr' })).toBe('en');
    expect(await lang({ Cookie: 'lang=xx', 'Accept-Language': 'fr' })).toBe('fr');
    // The French build has its own address, which keeps French as the choice.
    const french = await get('/fr/pricing');
    expect(french.headers.get('set-cookie')).toMatch(/^lang=fr;/);
    expect(await french.text()).toContain('<html lang="fr"');
    // The header's link: the choice kept, back to the same page.
    const chosen = await get('/pricing?lang=fr', { redirect: 'manual' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/pricing');
    expect(chosen.headers.get('set-cookie')).toMatch(/^lang=fr;/);
    // /fr: a redirect to the home page, which then speaks French.
    const redirect = await get('/fr', { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/');
    expect(redirect.headers.get('set-cookie')).toMatch(/^lang=fr;/);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const html = await (await get('/')).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await get(asset ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await response.arrayBuffer();
  });

  it('shows the not-found page with a real 404 for an unknown path', async () => {
    const response = await get('/this/page/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('Page not found');
  });

  it('sends security headers on every response', async () => {
    for (const path of ['/', '/api/health', '/missing']) {
      const response = await get(path);
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
