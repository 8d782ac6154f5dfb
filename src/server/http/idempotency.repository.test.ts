import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, type ContractBackend } from '../../../test/support/storage.ts';

// Idempotency keys on both backends, on a test clock: a claim holds while its run renews it, and a
// retry takes over the claim of a run that died, without waiting for the key to expire.

const T0 = Date.UTC(2026, 0, 5, 9, 0);
const at = (ms: number) => new Date(T0 + ms);
const LEASE = 10_000;
const TTL = 24 * 3_600_000;

type Opened = Awaited<ReturnType<ContractBackend['open']>>;
const opened: Opened[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

describe.each(BACKENDS)('idempotency keys with a lease (%s)', (_name, backend) => {
  it('answers "running" while the first run renews its claim, and lets a retry take over once it stops', async () => {
    const store = await (await backend()).open();
    opened.push(store);
    const keys = store.repositories.idempotency;
    const claim = (holder: string, ms: number, requestHash = 'body-1') =>
      keys.claim({ id: 'key-1', requestHash, holder, now: at(ms), ttlMs: TTL, leaseMs: LEASE });

    expect(await claim('first', 0)).toEqual({ kind: 'first' });
    expect(await claim('retry', 5_000)).toEqual({ kind: 'running' });
    expect(await claim('other', 5_000, 'body-2')).toEqual({ kind: 'mismatch' });
    expect(await keys.renew('key-1', 'first', at(15_000))).toBe(true);
    expect(await claim('retry', 12_000)).toEqual({ kind: 'running' });

    // The first run died: nothing renews the claim; after its lease one retry (only one) takes it over.
    const takers = await Promise.all([claim('retry-a', 15_001), claim('retry-b', 15_001)]);
    expect(takers.map((t) => t.kind).sort()).toEqual(['running', 'takeover']);
    const winner = takers[0]?.kind === 'takeover' ? 'retry-a' : 'retry-b';

    // The dead run's late answer is not stored; the taker's is, and every later retry gets it.
    expect(await keys.renew('key-1', 'first', at(16_000))).toBe(false);
    expect(await keys.finish('key-1', 'first', 500, '{"late":true}')).toBe(false);
    expect(await keys.finish('key-1', winner, 201, '{"id":"order-1"}')).toBe(true);
    expect(await claim('later', 60_000)).toEqual({ kind: 'replay', status: 201, body: '{"id":"order-1"}' });
  });

  it('forgets a claim whose run failed unexpectedly, so that the next retry runs as the first', async () => {
    const store = await (await backend()).open();
    opened.push(store);
    const keys = store.repositories.idempotency;
    const claim = (holder: string, ms: number) =>
      keys.claim({ id: 'key-2', requestHash: 'h', holder, now: at(ms), ttlMs: TTL, leaseMs: LEASE });
    expect(await claim('first', 0)).toEqual({ kind: 'first' });
    await keys.release('key-2', 'someone-else');
    expect(await claim('retry', 1_000)).toEqual({ kind: 'running' });
    await keys.release('key-2', 'first');
    expect(await claim('retry', 1_000)).toEqual({ kind: 'first' });
  });
});
