import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../../test/support/billing-fixtures.ts';
import { BACKENDS } from '../../../../test/support/storage.ts';
import { auditEventsTable } from '../../audit/audit.repository.ts';
import { usageDaysTable, type UsageDayRecord } from '../../usage/usage.repository.ts';
import type { AuditEventRecord } from '../../../shared/audit/audit.schemas.ts';
import { buildOrganizationArchive, importOrganizationArchive } from './index.ts';
import { extractTarGz } from './tar.ts';

const dir = mkdtempSync(join(tmpdir(), 'archive-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY_MS = 86_400_000;
const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * DAY_MS).toISOString().slice(0, 10);

function usageDay(organizationId: string, i: number): UsageDayRecord {
  return {
    id: `${organizationId}:c1:${day(i)}`,
    clusterId: `${organizationId}-c1`,
    organizationId,
    day: day(i),
    kinds: { nodes: Array.from({ length: 24 }, (_, h) => (h === 3 ? 1000 : 0)) },
    prepaidHours: Array(24).fill(0),
    nodeHours: Array.from({ length: 24 }, (_, h) => (h === 3 ? 3 : 0)),
    items: {},
    updatedAt: new Date().toISOString(),
  };
}

function auditEvent(organizationId: string, i: number): AuditEventRecord {
  return {
    id: `${organizationId}:e${i}`,
    at: new Date(Date.UTC(2021, 0, 1) + i * 1000).toISOString(),
    actorId: null,
    action: 'cluster.created',
    result: 'success',
    ip: '',
    userAgent: '',
    detail: `event ${i}`,
    organizationId,
  };
}

const lines = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean);

describe.each(BACKENDS)('the archive of a large organization (%s)', (name, backend) => {
  it('reads every row page by page, only its own, and imports them all', async () => {
    const source = await (await backend()).open();
    let archivePath = '';
    let organizationId = '';
    try {
      const { organization } = await organizationWithOwner(source.repositories);
      const { organization: other } = await organizationWithOwner(source.repositories);
      organizationId = organization.id;
      // More rows than one page (500), with another organization's interleaved.
      for (const [owner, count] of [
        [organization.id, 1_234],
        [other.id, 321],
      ] as const) {
        await source.storage.db
          .collection(usageDaysTable)
          .insertMany(Array.from({ length: count }, (_, i) => usageDay(owner, i)));
        await source.storage.db
          .collection(auditEventsTable)
          .insertMany(Array.from({ length: count }, (_, i) => auditEvent(owner, i)));
      }
      const steps: string[] = [];
      const built = await buildOrganizationArchive(source, organization.id, join(dir, `out-${name}`), (p) => {
        steps.push(p.step);
      });
      archivePath = built.path;
      expect(steps.filter((s) => s === 'table usage_days')).toHaveLength(1);
    } finally {
      await source.close();
    }

    const files = join(dir, `files-${name}`);
    await extractTarGz(archivePath, files);
    const usage = lines(join(files, 'data/usage_days.jsonl')).map((l) => JSON.parse(l));
    expect(usage).toHaveLength(1_234);
    expect(new Set(usage.map((u) => u.id)).size).toBe(1_234);
    expect(usage.every((u) => u.organizationId === organizationId)).toBe(true);
    expect(lines(join(files, 'data/audit_events.jsonl'))).toHaveLength(1_234);
    expect(lines(join(files, 'audit/audit.jsonl'))).toHaveLength(1_234);
    // One CSV row per hour with a value: node-hours and cost, at 03:00 of each day.
    const csv = readFileSync(join(files, 'usage/hourly.csv'), 'utf8').split('\r\n').filter(Boolean);
    expect(csv).toHaveLength(1 + 1_234 * 2);
    expect(csv[1]).toBe(`${organizationId}-c1,,2020-01-01T03:00:00Z,node_hours,3,node-hour`);

    const target = await (await backend()).open();
    try {
      const result = await importOrganizationArchive(target, archivePath);
      expect(result).toMatchObject({ organizationId, users: 1 });
      expect(await target.storage.db.collection(usageDaysTable).count({ organization: organizationId })).toBe(1_234);
      expect(await target.storage.db.collection(auditEventsTable).count({ organization: organizationId })).toBe(
        1_234 + 1,
      );
    } finally {
      await target.close();
    }
  }, 120_000);
});
