import { appendFile, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineTable } from '../table-spec.ts';
import { StoreCorruptError } from '../durable-file.ts';
import { EmbeddedDb } from './embedded-db.ts';
import { EmbeddedStore } from './embedded-store.ts';
import { embeddedMigrations } from './migrations.ts';

type Note = { id: string; at: string; text: string };
const notes = defineTable<Note>({ name: 'notes', order: { column: 'at', key: (n) => n.at }, indexes: {} });
const note = (id: string, text = id): Note => ({ id, at: `2026-01-01T00:00:0${id.length}.000Z`, text });

const tempDir = () => mkdtemp(join(tmpdir(), 'embedded-store-'));
const open = async (dir: string) => {
  const store = await EmbeddedStore.open(dir, embeddedMigrations);
  return { store, notes: new EmbeddedDb(store).collection(notes) };
};

describe('the embedded store', () => {
  it('creates a snapshot at the latest version and an empty journal on first open', async () => {
    const dir = await tempDir();
    const { store } = await open(dir);
    await store.close();
    const snapshot = JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')) as {
      schemaVersion: number;
      tables: object;
    };
    expect(snapshot.schemaVersion).toBe(embeddedMigrations.at(-1)?.version);
    expect((await stat(join(dir, 'store.journal'))).size).toBe(0);
  });

  it('reads a record at once as a frozen snapshot, the same object until the record changes', async () => {
    const dir = await tempDir();
    const { store, notes: collection } = await open(dir);
    await collection.insert(note('a'));
    const first = collection.snapshot?.('a');
    expect(first).toEqual(note('a'));
    expect(Object.isFrozen(first)).toBe(true);
    expect(collection.snapshot?.('a')).toBe(first);
    expect(() => Object.assign(first as Note, { text: 'mutated' })).toThrow(TypeError);
    expect((await collection.get('a'))?.text).toBe('a');
    await collection.update('a', (n) => ({ ...n, text: 'changed' }));
    const second = collection.snapshot?.('a');
    expect(second).not.toBe(first);
    expect(second?.text).toBe('changed');
    await collection.delete('a');
    expect(collection.snapshot?.('a')).toBeUndefined();
    await store.close();
  });

  it('appends one journal line per committed write, and replays them after a restart', async () => {
    const dir = await tempDir();
    const first = await open(dir);
    await first.notes.insert(note('a'));
    await first.notes.update('a', (n) => ({ ...n, text: 'changed' }));
    await first.notes.insert(note('bb'));
    await first.notes.delete('bb');
    const journal = await readFile(join(dir, 'store.journal'), 'utf8');
    expect(journal.trim().split('\n')).toHaveLength(4);
    // No close: as if the process died right after these writes were acknowledged.
    const second = await open(dir);
    expect(await second.notes.list()).toEqual([{ ...note('a'), text: 'changed' }]);
    await second.store.close();
  });

  it('ignores a line torn by a crash (never acknowledged) and keeps the lines before it', async () => {
    const dir = await tempDir();
    const first = await open(dir);
    await first.notes.insert(note('a'));
    await appendFile(join(dir, 'store.journal'), '{"s":99,"o":[["p","notes",{"id":"torn"');
    const second = await open(dir);
    expect((await second.notes.list()).map((n) => n.id)).toEqual(['a']);
    await second.store.close();
  });

  it('compacts into a new snapshot while writes go on, losing none', async () => {
    const dir = await tempDir();
    const { store, notes: collection } = await open(dir);
    await Promise.all(Array.from({ length: 50 }, (_, i) => collection.insert(note(`n${i}`))));
    const during = Promise.all(Array.from({ length: 50 }, (_, i) => collection.insert(note(`m${i}`))));
    await store.compact();
    await during;
    await collection.insert(note('after'));
    expect(await readdir(dir)).not.toContain('store.journal.old');
    const reopened = await open(dir);
    expect(await reopened.notes.count()).toBe(101);
    await reopened.store.close();
  });

  it('writes the snapshot as of the moment compaction began, later changes replayed from the journal', async () => {
    const dir = await tempDir();
    const { store, notes: collection } = await open(dir);
    await collection.insertMany(Array.from({ length: 300 }, (_, i) => note(`n${i}`)));
    const compacting = store.compact();
    await collection.update('n0', (n) => ({ ...n, text: 'changed during compaction' }));
    await collection.delete('n1');
    await compacting;
    const snapshot = JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')) as {
      journalSeq: number;
      tables: { notes: Note[] };
    };
    expect(snapshot.tables.notes).toHaveLength(300);
    expect(snapshot.tables.notes.find((n) => n.id === 'n0')?.text).toBe('n0');
    const reopened = await open(dir);
    expect(await reopened.notes.count()).toBe(299);
    expect((await reopened.notes.get('n0'))?.text).toBe('changed during compaction');
    expect(await reopened.notes.get('n1')).toBeUndefined();
    await reopened.store.close();
  });

  it('upgrades a version 4 document (one array per collection) to tables', async () => {
    const dir = await tempDir();
    const user = { id: 'u1', username: 'ada', email: 'ada@example.eu', createdAt: '2026-01-01T00:00:00.000Z' };
    await writeFile(
      join(dir, 'store.json'),
      JSON.stringify({
        schemaVersion: 4,
        catalog: { tiers: [], seededAt: '2026-01-01T00:00:00.000Z' },
        organizations: [],
        users: [user],
        sessions: [],
        emailTokens: [],
        pendingRegistrations: [],
        auditEvents: [],
        notifications: [],
        leads: [],
        newsletterSubscriptions: [],
        tickets: [],
      }),
    );
    const { store } = await open(dir);
    await store.close();
    const snapshot = JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')) as {
      tables: Record<string, unknown[]>;
    };
    // Version 7 makes every user who existed before organization roles the owner of their organization.
    expect(snapshot.tables.users).toEqual([{ ...user, orgRole: 'owner' }]);
    expect(snapshot.tables.catalog).toEqual([
      { id: 'current', seededAt: '2026-01-01T00:00:00.000Z', seed: { tiers: [] } },
    ]);
    expect(snapshot.tables.email_tokens).toEqual([]);
  });

  it('removes temporary files left by a crash mid-snapshot', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'store.json.4242.tmp'), '{"half":');
    const { store } = await open(dir);
    await store.close();
    expect((await readdir(dir)).sort()).toEqual(['store.journal', 'store.json']);
  });

  it('refuses a data file from a newer version, and a corrupt one, leaving both untouched', async () => {
    const newer = await tempDir();
    await writeFile(join(newer, 'store.json'), '{"schemaVersion":999,"tables":{}}');
    await expect(open(newer)).rejects.toThrow(/schema version 999, newer than this build knows/);
    const corrupt = await tempDir();
    await writeFile(join(corrupt, 'store.json'), '{"schemaVersion":5,"tab');
    await expect(open(corrupt)).rejects.toBeInstanceOf(StoreCorruptError);
    expect(await readFile(join(corrupt, 'store.json'), 'utf8')).toBe('{"schemaVersion":5,"tab');
  });

  it('loads in bulk: nothing journaled, everything in one snapshot at the end, even when the load fails', async () => {
    const dir = await tempDir();
    const first = await open(dir);
    const db = new EmbeddedDb(first.store);
    const failure = first.store.bulkLoad(async () => {
      await db.transaction(async (tx) => {
        await tx.collection(notes).insertMany([note('a'), note('bb')]);
      });
      await first.notes.insert(note('ccc'));
      // A transaction that throws is undone, in bulk as otherwise.
      await db
        .transaction(async (tx) => {
          await tx.collection(notes).insert(note('dddd'));
          throw new Error('the load stops here');
        })
        .catch(() => undefined);
      expect((await stat(join(dir, 'store.journal'))).size).toBe(0);
      throw new Error('the load failed');
    });
    await expect(failure).rejects.toThrow('the load failed');
    // No close: the snapshot written as the load ended holds what it committed.
    const second = await open(dir);
    expect((await second.notes.list({ direction: 'asc' })).map((n) => n.id)).toEqual(['a', 'bb', 'ccc']);
    await second.notes.insert(note('eeeee'));
    expect((await readFile(join(dir, 'store.journal'), 'utf8')).trim().split('\n')).toHaveLength(1);
    await second.store.close();
  });
});
