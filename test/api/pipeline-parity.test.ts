import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from './dev-server-harness.ts';
import { startServer, type RunningServer } from './server-harness.ts';

// The same requests against `astro dev` and the production server: one pipeline, one answer.
let dev: RunningServer;
let prod: RunningServer;
beforeAll(async () => {
  [dev, prod] = await Promise.all([startDevServer(), startServer()]);
});
afterAll(async () => {
  await Promise.all([dev?.stop(), prod?.stop()]);
});

type Answer = { status: number; type: string | null; cacheControl: string | null; allow: string | null; body: unknown };

// Fields that differ between two running servers by nature, not by pipeline.
const VOLATILE = { environment: '(either)', uptimeSeconds: '(either)' };

/** What a client sees of an answer, volatile fields masked. */
async function send(base: string, path: string, init: RequestInit & { sameOrigin?: boolean } = {}): Promise<Answer> {
  const { sameOrigin = true, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (sameOrigin && !headers.has('origin') && rest.method && rest.method !== 'GET') headers.set('Origin', base);
  const response = await fetch(base + path, { ...rest, headers, redirect: 'manual' });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: compared as text.
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    for (const [field, mask] of Object.entries(VOLATILE)) if (field in fields) fields[field] = mask;
  }
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    allow: response.headers.get('allow'),
    body,
  };
}

type Init = RequestInit & { sameOrigin?: boolean };

/** Sends to both servers; they must agree, and the answer is returned for its own assertions. */
async function both(path: string, init?: Init | (() => Init)): Promise<Answer> {
  const make = typeof init === 'function' ? init : () => init;
  const [fromDev, fromProd] = await Promise.all([send(dev.url, path, make()), send(prod.url, path, make())]);
  expect(fromDev).toEqual(fromProd);
  return fromProd;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const oversized = () => JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' });

describe('/api in development and production', () => {
  it('answers a public endpoint with its declared caching', async () => {
    const answer = await both('/api/version/summary');
    expect(answer).toMatchObject({ status: 200, type: JSON_TYPE, cacheControl: 'public, max-age=300' });
    expect(answer.body).toEqual({ displayVersion: expect.stringMatching(/^v\d/), environment: VOLATILE.environment });
  });

  it('defaults to no-store and sends no body for HEAD', async () => {
    expect(await both('/api/health')).toMatchObject({ status: 200, cacheControl: 'no-store' });
    expect(await both('/api/version/summary', { method: 'HEAD' })).toMatchObject({
      status: 200,
      type: JSON_TYPE,
      body: null,
    });
  });

  it('answers an unknown path with a 404 JSON error', async () => {
    const answer = await both('/api/no-such-thing/here');
    expect(answer).toMatchObject({ status: 404, type: JSON_TYPE, cacheControl: 'no-store' });
    expect(answer.body).toEqual({ message: 'No API endpoint at /api/no-such-thing/here.', code: 'not_found' });
  });

  it('answers another method with 405 and Allow, OPTIONS included', async () => {
    const answer = await both('/api/cluster-tiers', { method: 'DELETE' });
    expect(answer).toMatchObject({
      status: 405,
      allow: 'GET',
      body: { code: 'method_not_allowed', message: expect.any(String) },
    });
    expect(await both('/api/health', { method: 'OPTIONS' })).toMatchObject({ status: 405, allow: 'GET' });
  });

  it('refuses a state change from another origin with 403 before anything else', async () => {
    const answer = await both('/api/login', {
      method: 'POST',
      sameOrigin: false,
      headers: { Origin: 'https://attacker.example', 'Content-Type': 'application/json' },
      body: '{"username":"a","password":"b"}',
    });
    expect(answer).toMatchObject({
      status: 403,
      type: JSON_TYPE,
      body: { code: 'forbidden', message: expect.any(String) },
    });
  });

  it('authenticates a Bearer token the same way, the Origin rule aside (a token is no cookie)', async () => {
    const answer = await both('/api/orders', {
      method: 'POST',
      sameOrigin: false,
      headers: {
        Origin: 'https://attacker.example',
        Authorization: 'Bearer sk8s_not-a-real-token',
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(answer).toMatchObject({ status: 401, type: JSON_TYPE, body: { code: 'token_invalid' } });
  });

  it('refuses a body over 1 MB with 413, declared or streamed', async () => {
    const declared = await both('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: oversized(),
    });
    expect(declared).toMatchObject({
      status: 413,
      type: JSON_TYPE,
      body: { code: 'payload_too_large', message: expect.any(String) },
    });
    const streamed = await both(
      '/api/login',
      () =>
        ({
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: new Blob([oversized()]).stream(),
          duplex: 'half',
        }) as RequestInit,
    );
    expect(streamed).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });

  it('parses input the same way: 400 for bad JSON and fields, 415 for another type', async () => {
    const post = (body: string, type = 'application/json') =>
      both('/api/login', { method: 'POST', headers: { 'Content-Type': type }, body });
    expect(await post('{"username":')).toMatchObject({ status: 400, body: { code: 'invalid_json' } });
    expect(await post('{}')).toMatchObject({ status: 400, body: { code: 'bad_request', fields: expect.any(Object) } });
    expect(await post('username=a', 'application/x-www-form-urlencoded')).toMatchObject({ status: 415 });
  });

  it('asks for a session with 401, and signs in and out with the same cookies', async () => {
    expect(await both('/api/user')).toMatchObject({
      status: 401,
      body: { code: 'unauthorized', message: expect.any(String) },
    });
    const cookies: string[] = [];
    for (const base of [dev.url, prod.url]) {
      const response = await fetch(`${base}/api/dev/login`, {
        method: 'POST',
        headers: { Origin: base, 'Content-Type': 'application/json' },
        body: '{"as":"customer"}',
      });
      expect(response.status).toBe(200);
      // The session cookie (beside it, the readable signed-in hint public pages look at).
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('session=')) ?? '';
      cookies.push(cookie.replace(/^session=[^;]+/, 'session=…'));
      const user = await fetch(`${base}/api/user`, { headers: { Cookie: cookie.split(';')[0] ?? '' } });
      expect((await user.json()) as unknown).toMatchObject({ username: 'dev-customer' });
    }
    expect(cookies[0]).toMatch(/^session=…; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookies[0]).toBe(cookies[1]);
  });

  it('documents the same endpoints in /api/openapi.json', async () => {
    const answer = await both('/api/openapi.json');
    expect(answer).toMatchObject({ status: 200, type: JSON_TYPE });
    expect(Object.keys((answer.body as { paths: object }).paths)).toContain('/api/notifications/{id}/read');
  });

  it('answers a malformed path and headers over 16 kB with the JSON error', async () => {
    const malformed = await both('/api/admin/pending-registrations/%ZZ/approve');
    expect(malformed).toMatchObject({
      status: 400,
      type: JSON_TYPE,
      body: { code: 'bad_request', message: expect.any(String) },
    });
    const tooLarge = await both(`/api/health?q=${'a'.repeat(17 * 1024)}`);
    expect(tooLarge).toMatchObject({
      status: 431,
      type: JSON_TYPE,
      body: { code: 'headers_too_large', message: expect.any(String) },
    });
  });
});
