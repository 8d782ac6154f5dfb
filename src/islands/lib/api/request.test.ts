import { describe, it, expect, vi, beforeAll, afterAll, beforeEach, afterEach } from 'vitest';
import { setApiBase } from '../api-base.ts';
import { ApiError } from '../api-error.ts';
import { apiRequest, invalidateApi } from './client.ts';
import { startTestServer } from '../api-test-server.ts';
import type { Reply, TestServer } from '../api-test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  setApiBase(server.origin);
});
afterAll(async () => {
  setApiBase('');
  await server.close();
});
beforeEach(() => invalidateApi(undefined));
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Calls apiRequest and returns the ApiError it must throw. */
async function errorFrom(path: string, reply: Reply): Promise<ApiError> {
  server.reply(path, reply);
  const error: unknown = await apiRequest(path).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest: the call', () => {
  it('sends a GET by default', async () => {
    server.reply('/api/default-method', { body: { ok: true } });
    await expect(apiRequest('/api/default-method')).resolves.toEqual({ ok: true });
    expect(server.requests.at(-1)?.method).toBe('GET');
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.reply('/api/login', { body: { id: 7 } });
    await apiRequest('/api/login', { method: 'POST', body: { email: 'a@b.eu' } });

    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"email":"a@b.eu"}',
    });
  });

  it('sends no content type when there is no body', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.reply('/api/notifications/1/read', { body: { id: 1 } });
    await apiRequest('/api/notifications/1/read', { method: 'PUT' });

    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toBeUndefined();
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', contentType: undefined, body: '' });
  });

  it('always includes credentials', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.reply('/api/credentials', { body: {} });
    await apiRequest('/api/credentials');
    await apiRequest('/api/credentials', { method: 'POST', body: {} });
    await apiRequest('/api/credentials', { method: 'DELETE' });

    expect(fetchSpy).toHaveBeenCalledTimes(3);
    for (const [, init] of fetchSpy.mock.calls) expect(init?.credentials).toBe('include');
  });
});

describe('apiRequest: successful bodies', () => {
  it('returns an empty object for a 204', async () => {
    server.reply('/api/users/1', { status: 204 });
    await expect(apiRequest('/api/users/1', { method: 'DELETE' })).resolves.toEqual({});
  });

  it('returns an empty object for an empty 200 body', async () => {
    server.reply('/api/clusters/empty', { status: 200, body: '' });
    await expect(apiRequest('/api/clusters/empty')).resolves.toEqual({});
  });

  it('returns the parsed JSON body', async () => {
    server.reply('/api/orders', { body: [{ id: 'o1' }] });
    await expect(apiRequest('/api/orders')).resolves.toEqual([{ id: 'o1' }]);
  });

  it('returns an empty array for an unparseable users response', async () => {
    server.reply('/api/users', { body: '<html>' });
    await expect(apiRequest('/api/users')).resolves.toEqual([]);
  });

  it('returns an empty array for an unparseable clusters response', async () => {
    server.reply('/api/clusters/x', { body: '<html>' });
    await expect(apiRequest('/api/clusters/x')).resolves.toEqual([]);
  });

  it('returns an empty object for an unparseable response on other paths', async () => {
    server.reply('/api/orders/x', { body: '<html>' });
    await expect(apiRequest('/api/orders/x')).resolves.toEqual({});
  });
});

describe('apiRequest: GET cache', () => {
  it('answers a repeated GET from the cache without fetching', async () => {
    server.reply('/api/cached', { body: { n: 1 } });
    await apiRequest('/api/cached');
    server.reply('/api/cached', { body: { n: 2 } });
    await expect(apiRequest('/api/cached')).resolves.toEqual({ n: 1 });
    expect(server.hits('/api/cached')).toBe(1);
  });

  it('fetches again once the cached GET is 5 minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    server.reply('/api/expiring', { body: { n: 1 } });
    await apiRequest('/api/expiring');
    server.reply('/api/expiring', { body: { n: 2 } });

    vi.setSystemTime(5 * 60 * 1000 - 1);
    await expect(apiRequest('/api/expiring')).resolves.toEqual({ n: 1 });
    vi.setSystemTime(5 * 60 * 1000);
    await expect(apiRequest('/api/expiring')).resolves.toEqual({ n: 2 });
    expect(server.hits('/api/expiring')).toBe(2);
  });

  it('does not cache other methods', async () => {
    server.reply('/api/notifications/mark-all-read', { body: { ok: true } });
    await apiRequest('/api/notifications/mark-all-read', { method: 'POST' });
    await apiRequest('/api/notifications/mark-all-read', { method: 'POST' });
    expect(server.hits('/api/notifications/mark-all-read')).toBe(2);
  });

  it('does not cache failed GETs', async () => {
    server.reply('/api/flaky', { status: 500, body: { message: 'down' } });
    await expect(apiRequest('/api/flaky')).rejects.toThrow('down');
    server.reply('/api/flaky', { body: { ok: true } });
    await expect(apiRequest('/api/flaky')).resolves.toEqual({ ok: true });
  });

  it('fetches again after the path prefix is invalidated', async () => {
    server.reply('/api/billing/plans', { body: { n: 1 } });
    await apiRequest('/api/billing/plans');
    server.reply('/api/billing/plans', { body: { n: 2 } });
    void invalidateApi(undefined, ['/api/billing']);
    await expect(apiRequest('/api/billing/plans')).resolves.toEqual({ n: 2 });
  });
});

describe('apiRequest: error messages (SPEC §8)', () => {
  it('uses the message field of a JSON error body, with its code, fields and status', async () => {
    const error = await errorFrom('/api/register', {
      status: 422,
      body: { message: 'Check the form', error: 'ignored', code: 'VALIDATION', fields: { email: 'Taken' } },
    });
    expect(error).toMatchObject({
      message: 'Check the form',
      status: 422,
      code: 'VALIDATION',
      fields: { email: 'Taken' },
    });
  });

  it('uses a string error field when there is no message', async () => {
    const error = await errorFrom('/api/err/string', { status: 400, body: { error: 'Bad tier' } });
    expect(error.message).toBe('Bad tier');
  });

  it('serialises an error field that is not a string', async () => {
    const error = await errorFrom('/api/err/object', { status: 400, body: { error: { tier: 'x' } } });
    expect(error.message).toBe('{"tier":"x"}');
  });

  it('uses the raw text of a JSON body without message or error', async () => {
    const error = await errorFrom('/api/err/other-json', { status: 400, body: { detail: 'x' } });
    expect(error.message).toBe('{"detail":"x"}');
  });

  it('uses the raw text of a body that is not JSON', async () => {
    const error = await errorFrom('/api/err/text', { status: 502, body: 'Bad gateway upstream' });
    expect(error).toMatchObject({ message: 'Bad gateway upstream', status: 502, body: 'Bad gateway upstream' });
  });

  it('uses the status text when the body is empty', async () => {
    const error = await errorFrom('/api/err/empty', { status: 503, statusText: 'Maintenance', body: '' });
    expect(error.message).toBe('Maintenance');
  });

  it('falls back to HTTP Error and the status without body or status text', async () => {
    const error = await errorFrom('/api/err/bare', { status: 500, statusText: '', body: '' });
    expect(error).toMatchObject({ message: 'HTTP Error 500', status: 500 });
  });
});
