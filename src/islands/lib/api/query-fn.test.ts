import { describe, it, expect, vi, beforeAll, afterAll, afterEach } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { setApiBase } from '../api-base.ts';
import { ApiError } from '../api-error.ts';
import { getQueryFn } from './client.ts';
import type { UnauthorizedBehavior } from './client.ts';
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
afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the query function through a real QueryClient, as islands do. */
function runQuery(queryKey: QueryKey, on401: UnauthorizedBehavior = 'throw'): Promise<unknown> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery({ queryKey, queryFn: getQueryFn<unknown>({ on401 }) });
}

/** Runs the query for a path answered with `reply` and returns the ApiError it must throw. */
async function errorFrom(path: string, reply: Reply): Promise<ApiError> {
  server.reply(path, reply);
  const error: unknown = await runQuery([path]).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('getQueryFn: the call', () => {
  it('GETs the first key part with credentials and returns the JSON', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.reply('/api/sidebar-counts', { body: { clusters: 2, orders: { total: 5 } } });

    await expect(runQuery(['/api/sidebar-counts'])).resolves.toEqual({ clusters: 2, orders: { total: 5 } });
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/sidebar-counts' });
  });

  it('ignores key parts after the first', async () => {
    server.reply('/api/clusters', { body: [{ id: 'c1' }] });
    await expect(runQuery(['/api/clusters', 'c1', 3])).resolves.toEqual([{ id: 'c1' }]);
    expect(server.requests.at(-1)?.path).toBe('/api/clusters');
  });

  it('fetches on every run rather than using the apiRequest cache', async () => {
    server.reply('/api/query-uncached', { body: { n: 1 } });
    await runQuery(['/api/query-uncached']);
    await runQuery(['/api/query-uncached']);
    expect(server.hits('/api/query-uncached')).toBe(2);
  });

  it('rejects a key whose first part is not a path', async () => {
    await expect(runQuery([42])).rejects.toThrow(TypeError);
  });
});

describe('getQueryFn: 401', () => {
  it('throws an ApiError on 401 when set to throw', async () => {
    const error = await errorFrom('/api/user', { status: 401, body: { message: 'Not signed in' } });
    expect(error).toMatchObject({ status: 401, message: 'Not signed in' });
  });

  it('resolves to null on 401 when set to return null', async () => {
    server.reply('/api/notifications', { status: 401, body: { message: 'Not signed in' } });
    await expect(runQuery(['/api/notifications'], 'returnNull')).resolves.toBeNull();
  });

  it('still throws other failures when set to return null', async () => {
    server.reply('/api/notifications/count', { status: 403, body: { message: 'Forbidden' } });
    await expect(runQuery(['/api/notifications/count'], 'returnNull')).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden',
    });
  });
});

describe('getQueryFn: error messages (SPEC §8)', () => {
  it('uses the message field of a JSON error body', async () => {
    const error = await errorFrom('/api/q/message', {
      status: 400,
      body: { message: 'Pick a tier', error: 'ignored', code: 'BAD_TIER' },
    });
    expect(error).toMatchObject({ message: 'Pick a tier', code: 'BAD_TIER', status: 400 });
  });

  it('uses a string error field when there is no message', async () => {
    const error = await errorFrom('/api/q/error', { status: 400, body: { error: 'Bad tier' } });
    expect(error.message).toBe('Bad tier');
  });

  it('serialises an error field that is not a string', async () => {
    const error = await errorFrom('/api/q/error-object', { status: 400, body: { error: ['a', 'b'] } });
    expect(error.message).toBe('["a","b"]');
  });

  it('uses Error and the status for a JSON body without message or error', async () => {
    const error = await errorFrom('/api/q/other-json', { status: 409, body: { detail: 'x' } });
    expect(error.message).toBe('Error 409');
  });

  it('uses the raw text of a body that is not JSON', async () => {
    const error = await errorFrom('/api/q/text', { status: 502, body: 'Upstream timed out' });
    expect(error.message).toBe('Upstream timed out');
  });

  it('uses the status text when the body is empty', async () => {
    const error = await errorFrom('/api/q/empty', { status: 503, statusText: 'Maintenance', body: '' });
    expect(error.message).toBe('Maintenance');
  });

  it('uses Error and the status when body and status text are both empty', async () => {
    const error = await errorFrom('/api/q/bare', { status: 500, statusText: '', body: '' });
    expect(error.message).toBe('Error 500');
  });
});
