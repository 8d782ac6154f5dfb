import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryHash } from '../../src/server/audit/audit-chain.ts';
import type { AuditEventRecord } from '../../src/shared/audit/audit.schemas.ts';
import { registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';
import { startReceiver } from './webhook-receiver.ts';

// The audit trail an organization takes away: the export by period (JSON Lines and CSV) and the
// `audit.event` webhook stream carry the same entries, each with its actor, address, agent and
// request id, linked in the organization's hash chain.
let server: RunningServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await startServer({ WEBHOOK_ALLOW_PRIVATE: '1' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await server.stop();
  await receiver.close();
});

type Exported = {
  id: string;
  at: string;
  organizationId: string | null;
  seq: number | null;
  actor: { id: string; name: string | null } | null;
  action: string;
  result: string;
  target: { type: string; id: string | null } | null;
  detail: string;
  ip: string;
  userAgent: string;
  requestId: string | null;
  prevHash: string | null;
  hash: string | null;
  hashVersion: 2 | null;
  redactedAt: string | null;
  personalDigest: string | null;
};
const lines = (text: string): Exported[] =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Exported);

/** The stored form of an exported entry, to recompute its hash as anyone holding the export can. */
const stored = (e: Exported): AuditEventRecord => ({
  id: e.id,
  at: e.at,
  seq: e.seq ?? undefined,
  organizationId: e.organizationId,
  actorId: e.actor?.id ?? null,
  action: e.action,
  result: e.result as AuditEventRecord['result'],
  targetType: e.target?.type ?? null,
  targetId: e.target?.id ?? null,
  ip: e.ip,
  userAgent: e.userAgent,
  requestId: e.requestId,
  detail: e.detail,
  hashVersion: e.hashVersion ?? undefined,
  redactedAt: e.redactedAt ?? undefined,
  personalDigest: e.personalDigest ?? undefined,
});

describe('the audit export and stream', () => {
  it('exports the period as JSON Lines and CSV, linked in a chain, and streams the same entries to audit.event', async () => {
    const owner = await registeredCustomer(server.url);
    const me = (await owner.get('/api/user')).json;
    const hook = await owner.post('/api/webhooks', { url: receiver.url, events: ['audit.event'] });
    expect(hook.status, hook.text).toBe(201);
    receiver.useSecret(hook.json.secret);

    const token = await owner.request(
      'POST',
      '/api/tokens',
      { name: 'audit CI', scopes: ['read'], expiresInDays: 7 },
      { 'X-Request-Id': 'audit-test-token-0001' },
    );
    expect(token.status, token.text).toBe(201);
    expect(
      (
        await owner.request('DELETE', `/api/tokens/${token.json.id}`, undefined, {
          'X-Request-Id': 'audit-test-revoke-0002',
        })
      ).status,
    ).toBe(204);

    const today = new Date().toISOString().slice(0, 10);
    const jsonl = await owner.get(`/api/organization/audit?from=${today}&to=${today}&format=jsonl`);
    expect(jsonl.status, jsonl.text).toBe(200);
    expect(jsonl.headers.get('content-type')).toContain('application/jsonl');
    const entries = lines(jsonl.text);

    const created = entries.find((e) => e.requestId === 'audit-test-token-0001');
    expect(created).toMatchObject({
      hashVersion: 2,
      redactedAt: null,
      action: expect.stringMatching(/^token\./),
      result: 'success',
      actor: { id: me.id, name: me.name },
      ip: expect.any(String),
      userAgent: expect.any(String),
    });
    expect(entries.find((e) => e.requestId === 'audit-test-revoke-0002')).toMatchObject({
      action: expect.stringMatching(/^token\./),
      target: { type: expect.any(String), id: token.json.id },
    });

    // Oldest first, numbered without a gap from the chain's start, each hash over the one before.
    const linked = entries.filter((e) => e.seq !== null);
    expect(linked.map((e) => e.seq)).toEqual(linked.map((_, i) => i + 1));
    let prev = '0'.repeat(64);
    for (const entry of linked) {
      expect(entry.prevHash).toBe(prev);
      expect(entry.hash, JSON.stringify(entry)).toBe(entryHash(prev, stored(entry)));
      prev = entry.hash!;
    }

    // CSV: the same entries, one row each after the header.
    const csv = await owner.get(`/api/organization/audit?from=${today}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="audit-.*\.csv"/);
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'id,at,seq,actor_id,actor_name,action,result,target_type,target_id,detail,ip,user_agent,request_id,prev_hash,hash,hash_version,redacted_at,personal_digest',
    );
    expect(rows).toHaveLength(entries.length + 1);
    expect(csv.text).toContain('audit-test-token-0001');

    // The stream: every entry written after the endpoint existed, signed, with the same content.
    const streamed = await until(
      async () => receiver.events.filter((e) => e.type === 'audit.event' && (e.data as Exported).actor?.id === me.id),
      (events) => events.some((e) => (e.data as Exported).requestId === 'audit-test-revoke-0002'),
    );
    for (const event of streamed) {
      expect(event.verified).toBe(true);
      expect(event.data).toEqual(entries.find((e) => e.id === event.data.id));
    }
  });

  it('is for owners; refuses a wrong format or a period ending before it starts, and shows nothing of another organization', async () => {
    const org = await team(server.url);
    const member = await org.member.get('/api/organization/audit');
    expect(member.status).toBe(403);
    expect(member.json).toMatchObject({ code: 'forbidden', message: expect.stringContaining('audit log') });
    expect((await org.viewer.get('/api/organization/audit')).status).toBe(403);

    const format = await org.owner.get('/api/organization/audit?format=xml');
    expect(format.status).toBe(400);
    expect(format.json.fields).toHaveProperty('format');
    const order = await org.owner.get('/api/organization/audit?from=2026-12-05&to=2026-12-01');
    expect(order.status).toBe(400);
    expect(order.json.fields).toHaveProperty('to');

    const stranger = await registeredCustomer(server.url);
    const theirs = lines((await stranger.get('/api/organization/audit')).text);
    const ours = new Set(lines((await org.owner.get('/api/organization/audit')).text).map((e) => e.id));
    expect(theirs.some((e) => ours.has(e.id))).toBe(false);
    const ownerIds = new Set(Object.values(org.ids));
    expect(theirs.some((e) => e.actor && ownerIds.has(e.actor.id))).toBe(false);
  });
});
