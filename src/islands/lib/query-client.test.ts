import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setApiBase } from './api-base.ts';
import { createQueryClient, queryClient } from './query-client.ts';
import { startTestServer } from './api-test-server.ts';
import type { TestServer } from './api-test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  setApiBase(server.origin);
});
afterAll(async () => {
  setApiBase('');
  await server.close();
});

describe('query client', () => {
  it('has the SPEC §9 query and mutation defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: 0,
      gcTime: 30 * 60 * 1000,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('GETs the key path by default without a per-query function', async () => {
    server.reply('/api/version/summary', { body: { displayVersion: '1.5.0', environment: 'test' } });
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/version/summary'] });
    expect(data).toEqual({ displayVersion: '1.5.0', environment: 'test' });
  });

  it('throws on 401 by default and does not retry', async () => {
    server.reply('/api/user', { status: 401, body: { message: 'Not signed in' } });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/user'] })).rejects.toMatchObject({ status: 401 });
    expect(server.hits('/api/user')).toBe(1);
  });

  it('makes a fresh client on each createQueryClient call', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });

  it('exports the shared client with the same defaults', () => {
    expect(queryClient).toBeInstanceOf(QueryClient);
    const { queries, mutations } = queryClient.getDefaultOptions();
    const fresh = createQueryClient().getDefaultOptions();
    // Each client gets its own query function closure, so compare everything else.
    expect({ ...queries, queryFn: undefined }).toEqual({ ...fresh.queries, queryFn: undefined });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations).toEqual(fresh.mutations);
  });
});
