import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROBE_RETRY_DELAY_MS, probeSession } from './session-probe.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json({ message: 'Not signed in', code: 'unauthenticated' }, 401);
const noDelay = vi.fn(async (_ms: number) => {});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  noDelay.mockClear();
});

describe('probeSession', () => {
  it('returns the user when /api/user answers 200, with credentials', async () => {
    const fetchImpl = vi.fn(async () => json({ id: 'u1', username: 'alice' }));
    expect(await probeSession({ fetchImpl, delay: noDelay })).toEqual({ id: 'u1', username: 'alice' });
    expect(fetchImpl).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('retries a 401 twice, 1 s apart, then reports signed out', async () => {
    const fetchImpl = vi.fn(async () => unauthorized());
    expect(await probeSession({ fetchImpl, delay: noDelay })).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(noDelay.mock.calls).toEqual([[PROBE_RETRY_DELAY_MS], [PROBE_RETRY_DELAY_MS]]);
  });

  it('accepts a user found on a retry', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json({ id: 'u1' }));
    expect(await probeSession({ fetchImpl, delay: noDelay })).toEqual({ id: 'u1' });
  });

  it('does not retry other failures and keeps the visitor signed out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(async () => json({ message: 'boom' }, 500));
    expect(await probeSession({ fetchImpl: failing, delay: noDelay })).toBeNull();
    expect(failing).toHaveBeenCalledTimes(1);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await probeSession({ fetchImpl: offline, delay: noDelay })).toBeNull();
  });

  it('shares one probe between the islands of a page', async () => {
    const fetchImpl = vi.fn(async () => json({ id: 'u1' }));
    vi.stubGlobal('fetch', fetchImpl);
    const [a, b] = await Promise.all([probeSession(), probeSession()]);
    expect(a).toEqual({ id: 'u1' });
    expect(b).toBe(a);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
