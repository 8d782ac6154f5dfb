import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, type ContractBackend, postgresUrl } from '../../../test/support/storage.ts';
import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';
import { MS_PER_DAY } from '../../shared/time.ts';
import { auditChainsTable, auditEventsTable } from './audit.repository.ts';
import { applyAuditRetention } from './audit-retention-job.ts';
import { entryHash, personalDigest } from './audit-chain.ts';
import { AUDIT_RETENTION_DAYS, isMoneyAction, retentionKey, yearsBefore } from './audit-retention.ts';
import { createPool } from '../store/postgres/pg-pool.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { verifyAuditChains } from './verify-chains.ts';

// Retention erases who did what from where once the plan's period is over, keeps money events
// whole for ten years, and leaves the chain checkable: an erased entry still links, and an
// entry changed or erased too early is still caught.

type Opened = Awaited<ReturnType<ContractBackend['open']>>;
const opened: Opened[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

const NOW = new Date('2027-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * MS_PER_DAY).toISOString();

let next = 0;
function event(organizationId: string | null, action: string, at: string): AuditEventRecord {
  next += 1;
  return {
    id: `retention-${next}`,
    at,
    actorId: 'user-1',
    action,
    result: 'success',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    detail: 'jane@example.com',
    organizationId,
    targetType: 'member',
    targetId: 'user-2',
    requestId: `req-${next}`,
  };
}

describe('what counts as money', () => {
  it('is orders, payments, billing, invoices, credit notes, refunds and subscriptions; not sign-ins or clusters', () => {
    for (const action of ['order.created', 'payment.settled', 'billing.spending_cap_set', 'invoice.issued'])
      expect(isMoneyAction(action), action).toBe(true);
    for (const action of ['auth.sign_in', 'cluster.scaled', 'member.role_changed', 'token.created'])
      expect(isMoneyAction(action), action).toBe(false);
  });
  it('goes back whole calendar years, 29 February to the 28th', () => {
    expect(yearsBefore(new Date('2028-02-29T10:00:00.000Z'), 10).toISOString()).toBe('2018-02-28T10:00:00.000Z');
  });
});

describe('the retention of each plan', () => {
  it('is set for every billing plan of the catalog, and is what the audit log page says', () => {
    const page = readFileSync(new URL('../../content/docs/audit-log.mdx', import.meta.url), 'utf8');
    const days = (n: number) => (n % 365 === 0 ? `${n / 365} year${n === 365 ? '' : 's'}` : `${n} days`);
    for (const plan of catalogSeed.billingPlans) {
      expect(AUDIT_RETENTION_DAYS[plan.id], plan.id).toBeGreaterThan(0);
      expect(page).toContain(`| ${plan.name} | ${days(AUDIT_RETENTION_DAYS[plan.id] ?? 0)} |`);
    }
  });
});

describe.each(BACKENDS)('audit retention (%s)', (_name, backend) => {
  it('erases personal fields past the plan’s period, keeps money events ten years, and the chain still holds', async () => {
    const store = await (await backend()).open();
    opened.push(store);
    const { audit, organizations } = store.repositories;
    const free = await organizations.create({ companyName: 'Free Org' });
    const business = await organizations.create({ companyName: 'Business Org' });
    await organizations.change(business.id, () => ({ planId: 'business' }));

    const append = async (org: string, action: string, at: string) => (await audit.append(event(org, action, at)))!;
    const oldSignIn = await append(free.id, 'auth.sign_in', daysAgo(200));
    const oldOrder = await append(free.id, 'order.created', daysAgo(200));
    const ancientPayment = await append(free.id, 'payment.settled', yearsBefore(NOW, 11).toISOString());
    const recentSignIn = await append(free.id, 'auth.sign_in', daysAgo(30));
    const keptByPlan = await append(business.id, 'auth.sign_in', daysAgo(200));
    const pastPlan = await append(business.id, 'member.role_changed', daysAgo(400));

    expect(await applyAuditRetention(store.repositories, NOW)).toEqual({ erased: 3 });
    const stored = async (entry: AuditEventRecord) =>
      (await audit.listChain(entry.organizationId ?? '')).find((e) => e.id === entry.id);

    for (const entry of [oldSignIn, ancientPayment, pastPlan]) {
      const now = await stored(entry);
      expect(now, entry.action).toMatchObject({
        action: entry.action,
        at: entry.at,
        result: 'success',
        actorId: null,
        targetId: null,
        ip: '',
        userAgent: '',
        requestId: null,
        detail: '',
        redactedAt: NOW.toISOString(),
        personalDigest: personalDigest(entry),
        hash: entry.hash,
      });
    }
    for (const entry of [oldOrder, recentSignIn, keptByPlan]) expect(await stored(entry)).toEqual(entry);

    // Run again: nothing more to erase. Every chain still checks, erased entries included.
    expect(await applyAuditRetention(store.repositories, NOW)).toEqual({ erased: 0 });
    const checks = await verifyAuditChains(audit);
    expect(checks.map((c) => [c.chain, c.linked, c.redacted, c.broken])).toEqual(
      [
        [free.id, 4, 2, undefined],
        [business.id, 2, 1, undefined],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('still finds an erased entry changed, and a money event erased before ten years', async () => {
    const store = await (await backend()).open();
    opened.push(store);
    const { audit, organizations } = store.repositories;
    const raw = store.storage.db.collection(auditEventsTable);
    const org = await organizations.create({ companyName: 'Tamper Org' });
    const signIn = (await audit.append(event(org.id, 'auth.sign_in', daysAgo(120))))!;
    const order = (await audit.append(event(org.id, 'order.created', daysAgo(120))))!;
    await audit.append(event(org.id, 'auth.sign_in', daysAgo(1)));
    await applyAuditRetention(store.repositories, NOW);
    const broken = async () => (await verifyAuditChains(audit, org.id))[0]?.broken;
    expect(await broken()).toBeUndefined();

    // The erased sign-in is turned into something else: its hash no longer matches.
    const erased = (await raw.get(signIn.id))!;
    await raw.update(signIn.id, () => ({ ...erased, action: 'auth.sign_out' }));
    expect(await broken()).toMatchObject({ id: signIn.id, reason: expect.stringContaining('changed') });
    await raw.update(signIn.id, () => erased);

    // Someone erases the order by hand, digest and all, as retention would: too early for money.
    await raw.update(order.id, (e) => ({
      ...e,
      actorId: null,
      ip: '',
      detail: '',
      personalDigest: personalDigest(e),
      redactedAt: NOW.toISOString(),
    }));
    expect(await broken()).toMatchObject({ id: order.id, reason: expect.stringContaining('10 years') });
  });

  it('erases entries written before retention too; their links are checked, their content no more', async () => {
    const store = await (await backend()).open();
    opened.push(store);
    const { audit, organizations } = store.repositories;
    const raw = store.storage.db.collection(auditEventsTable);
    const org = await organizations.create({ companyName: 'Legacy Org' });
    const legacy = (await audit.append(event(org.id, 'auth.sign_in', daysAgo(300))))!;
    // As written before retention: one hash over every field, no version (and outside the index
    // until the migration's backfill gave it its key, which the rewrite below computes again).
    const { hashVersion: _v, ...rest } = legacy;
    await raw.update(legacy.id, () => ({ ...rest, hash: entryHash(legacy.prevHash ?? '', rest) }));
    const rehashed = (await raw.get(legacy.id))!;
    await store.storage.db
      .collection(auditChainsTable)
      .update(org.id, (head) => ({ ...head, lastHash: rehashed.hash ?? '' }));
    // The next entry links to the rewritten hash, as it would have.
    const after = event(org.id, 'auth.sign_in', daysAgo(1));
    await audit.append(after);
    const stored = (await audit.listChain(org.id)).find((e) => e.id === after.id)!;
    expect(stored.prevHash).toBe(rehashed.hash);

    expect(await applyAuditRetention(store.repositories, NOW)).toEqual({ erased: 1 });
    const [check] = await verifyAuditChains(audit, org.id);
    expect(check).toMatchObject({ linked: 2, redacted: 1, redactedUnchecked: 1 });
    expect(check?.broken).toBeUndefined();
    expect((await raw.get(legacy.id))?.ip).toBe('');
  });
});

describe('the PostgreSQL backfill of the retention index', () => {
  it('gives entries already stored the key audit-retention.ts computes', async () => {
    const sql = readFileSync(new URL('../store/postgres/migrations/025_audit_retention.sql', import.meta.url), 'utf8');
    const expression = /SET retention_key =([\s\S]*?)\n WHERE/.exec(sql)?.[1];
    expect(expression).toBeDefined();
    const samples = [
      ['order.created', 'org-1'],
      ['payment.order_paid', 'org-1'],
      ['billing.spending_cap_set', null],
      ['invoice.issued', 'org-2'],
      ['credit_note.issued', 'org-2'],
      ['officer.payment.retried', null],
      ['officer.provisioning.retried', null],
      ['auth.sign_in', 'org-1'],
      ['cluster.scaled', 'org-3'],
      ['creditxnote.issued', 'org-3'],
    ] as const;
    const pool = createPool(postgresUrl(), { max: 1 });
    try {
      for (const [action, organizationId] of samples) {
        const at = '2027-01-02T03:04:05.000Z';
        const { rows } = await pool.query<{ key: string }>(
          `SELECT ${expression} AS key FROM (SELECT $1::text AS action, $2::text AS organization_id, $3::text AS at) AS e`,
          [action, organizationId, at],
        );
        const entry = { ...event(organizationId, action, at), hash: 'h' };
        expect(rows[0]?.key, action).toBe(retentionKey(entry));
      }
    } finally {
      await pool.end();
    }
  });
});
