import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, type ContractBackend } from '../../../test/support/storage.ts';
import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';
import { auditEventsTable } from './audit.repository.ts';
import { CHAIN_START, entryHash } from './audit-chain.ts';
import { verifyAuditChains } from './verify-chains.ts';

// The audit log is a hash chain per organization, on both backends: appends (concurrent ones
// too) number and link the entries, and the check finds any entry changed, removed or added.

type Opened = Awaited<ReturnType<ContractBackend['open']>>;
const opened: Opened[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

let next = 0;
const event = (organizationId: string | null, action = 'auth.sign_in'): AuditEventRecord => {
  next += 1;
  return {
    id: `event-${next}`,
    at: new Date(Date.UTC(2026, 11, 1, 9, 0, next)).toISOString(),
    actorId: 'user-1',
    action,
    result: 'success',
    ip: '203.0.113.7',
    userAgent: 'test',
    detail: '',
    organizationId,
    targetType: null,
    targetId: null,
    requestId: `req-${next}`,
  };
};

describe.each(BACKENDS)('the audit chain (%s)', (_name, backend) => {
  it('numbers and links each organization’s entries, once per id, even when appended at once', async () => {
    const store = await (await backend()).open();
    opened.push(store);
    const audit = store.repositories.audit;

    const first = await audit.append(event('org-a'));
    expect(first).toMatchObject({ seq: 1, prevHash: CHAIN_START });
    expect(first?.hash).toBe(entryHash(CHAIN_START, { ...first!, hash: undefined }));
    // The same id again records nothing and leaves the chain as it was.
    expect(await audit.append({ ...event('org-a'), id: first!.id })).toBeUndefined();

    // Twenty appends at once to one chain, five to another: no number twice, no fork.
    await Promise.all([
      ...Array.from({ length: 20 }, () => audit.append(event('org-a'))),
      ...Array.from({ length: 5 }, () => audit.append(event('org-b'))),
    ]);
    await audit.append(event(null, 'auth.sign_in_failed'));

    const checks = await verifyAuditChains(audit);
    expect(checks.map((c) => [c.chain, c.linked, c.broken])).toEqual([
      ['org-a', 21, undefined],
      ['org-b', 5, undefined],
      ['platform', 1, undefined],
    ]);
    const seqs = (await audit.listChain('org-a')).map((e) => e.seq).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(seqs).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  it('finds an entry changed, one removed from the middle or the end, and one slipped in', async () => {
    const store = await (await backend()).open();
    opened.push(store);
    const audit = store.repositories.audit;
    const raw = store.storage.db.collection(auditEventsTable);
    const entries: AuditEventRecord[] = [];
    for (let i = 0; i < 5; i += 1) entries.push((await audit.append(event('org-c')))!);
    const broken = async () => (await verifyAuditChains(audit, 'org-c'))[0]?.broken;
    expect(await broken()).toBeUndefined();

    // Someone with database access rewrites who signed in: the third entry no longer matches its hash.
    const third = entries[2]!;
    await raw.update(third.id, (e) => ({ ...e, ip: '198.51.100.1' }));
    expect(await broken()).toMatchObject({ id: third.id, seq: 3, reason: expect.stringContaining('changed') });
    await raw.update(third.id, () => third);
    expect(await broken()).toBeUndefined();

    // Removed from the middle: the numbering has a gap.
    await raw.delete(entries[1]!.id);
    expect(await broken()).toMatchObject({ seq: 3, reason: expect.stringContaining('missing') });
    await raw.insert(entries[1]!);

    // Removed from the end: the head still says five.
    await raw.delete(entries[4]!.id);
    expect(await broken()).toMatchObject({ reason: expect.stringContaining('removed from its end') });
    await raw.insert(entries[4]!);

    // Slipped in with a made-up link: its previous hash is not the real one.
    const forged = { ...event('org-c'), seq: 6, prevHash: 'f'.repeat(64) };
    await raw.insert({ ...forged, hash: entryHash(forged.prevHash, forged) });
    expect(await broken()).toMatchObject({ seq: 6, reason: expect.stringContaining('previous hash') });
  });
});
