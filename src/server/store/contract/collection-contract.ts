import { describe, expect, it } from 'vitest';
import type { Db } from '../db.ts';
import type { PgDb } from '../postgres/pg-db.ts';
import { defineTable } from '../table-spec.ts';
import { withRepositories, type ContractBackend } from './contract-backend.ts';

type Item = { id: string; at: string; owner: string | null; tags: string[]; size: number; unique?: string };

// A table of its own, declared here: the contract of the layer every repository is written on.
export const itemsTable = defineTable<Item>({
  name: 'contract_items',
  order: { column: 'at', key: (i) => i.at },
  indexes: {
    owner: { column: 'owner', key: (i) => i.owner },
    unique: { column: 'unique_key', key: (i) => i.unique ?? null, unique: true },
    tags: { column: 'tags', keys: (i) => i.tags, multi: true },
    at: { column: 'at_key', key: (i) => i.at },
  },
});

// Product tables come from migrations; this test-only one is created by the suite itself.
const ITEMS_DDL = `CREATE TABLE IF NOT EXISTS contract_items (
  id text COLLATE "C" PRIMARY KEY, data jsonb NOT NULL, at text COLLATE "C" NOT NULL,
  owner text COLLATE "C", unique_key text COLLATE "C", tags text[] COLLATE "C", at_key text COLLATE "C");
CREATE UNIQUE INDEX IF NOT EXISTS contract_items_unique_key_key ON contract_items (unique_key);`;

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();
const item = (id: string, second: number, extra: Partial<Item> = {}): Item => ({
  id,
  at: at(second),
  owner: 'ada',
  tags: [],
  size: 1,
  ...extra,
});

/** The collection layer (Db): queries, keyset pages, unique keys, atomic changes, transactions. */
export function describeCollectionContract(name: string, makeBackend: () => Promise<ContractBackend>) {
  const withDb = (test: (db: Db) => Promise<void>) =>
    withRepositories(makeBackend, async (_repositories, _backend, storage) => {
      if (storage.db.kind === 'postgres') await (storage.db as PgDb).pool.query(ITEMS_DDL);
      await test(storage.db);
    });

  describe(`${name} collections`, () => {
    it('lists by an index, newest first, in keyset pages that new rows do not shift', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        for (let i = 0; i < 7; i += 1) await items.insert(item(`i${i}`, i, { owner: i % 2 ? 'bob' : 'ada' }));
        const first = await items.list({ where: { owner: 'ada' }, limit: 2 });
        expect(first.map((i) => i.id)).toEqual(['i6', 'i4']);
        await items.insert(item('late', 10, { owner: 'ada' }));
        const last = first.at(-1);
        const second = await items.list({
          where: { owner: 'ada' },
          limit: 2,
          after: last && { order: last.at, id: last.id },
        });
        expect(second.map((i) => i.id)).toEqual(['i2', 'i0']);
        expect((await items.list({ where: { owner: 'bob' }, direction: 'asc' })).map((i) => i.id)).toEqual([
          'i1',
          'i3',
          'i5',
        ]);
        expect(await items.count({ owner: 'ada' })).toBe(5);
        expect(await items.count()).toBe(8);
        expect(await items.findOne({ where: { owner: 'nobody' } })).toBeUndefined();
      }));

    it('breaks ties of the order key by id, and filters ranges byte by byte', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        for (const id of ['b', 'a', 'c']) await items.insert(item(id, 1));
        await items.insert(item('Z', 2));
        expect((await items.list()).map((i) => i.id)).toEqual(['Z', 'c', 'b', 'a']);
        expect((await items.list({ where: { at: { lt: at(2) } }, direction: 'asc' })).map((i) => i.id)).toEqual([
          'a',
          'b',
          'c',
        ]);
        expect(await items.count({ at: { gte: at(2) } })).toBe(1);
        expect(await items.deleteMany({ at: { lte: at(1) } })).toBe(3);
        expect((await items.list()).map((i) => i.id)).toEqual(['Z']);
      }));

    it('leaves records out of an index whose key is null, and finds by any of several keys', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        await items.insert(item('x', 1, { owner: null, tags: ['red', 'blue'] }));
        await items.insert(item('y', 2, { tags: ['blue'] }));
        expect(await items.count({ owner: 'ada' })).toBe(1);
        expect((await items.list({ where: { tags: 'blue' } })).map((i) => i.id)).toEqual(['y', 'x']);
        expect((await items.findOne({ where: { tags: 'red' } }))?.id).toBe('x');
        await items.update('x', (current) => ({ ...current, tags: ['green'] }));
        expect(await items.findOne({ where: { tags: 'red' } })).toBeUndefined();
        expect((await items.findOne({ where: { tags: 'green' } }))?.id).toBe('x');
      }));

    it('refuses a taken id or unique key with the index name, and changes nothing', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        await items.insert(item('a', 1, { unique: 'k1' }));
        await expect(items.insert(item('a', 2))).rejects.toMatchObject({ name: 'UniqueViolation', index: 'id' });
        await expect(items.insert(item('b', 2, { unique: 'k1' }))).rejects.toMatchObject({
          name: 'UniqueViolation',
          index: 'unique',
        });
        await items.insert(item('c', 3, { unique: 'k2' }));
        await expect(items.update('c', (current) => ({ ...current, unique: 'k1' }))).rejects.toMatchObject({
          index: 'unique',
        });
        expect((await items.get('c'))?.unique).toBe('k2');
        expect(await items.insertIfAbsent(item('a', 9))).toBe(false);
        expect((await items.get('a'))?.at).toBe(at(1));
        expect(await items.count()).toBe(2);
      }));

    it('peeks like list, and sees what was written or removed since the last peek', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        for (let i = 0; i < 4; i += 1) await items.insert(item(`p${i}`, i));
        const first = await items.peek({ where: { owner: 'ada' } });
        expect(first).toEqual(await items.list({ where: { owner: 'ada' } }));
        expect(await items.peek({ where: { owner: 'ada' } })).toEqual(first);
        await items.update('p1', (record) => ({ ...record, size: 9 }));
        await items.delete('p2');
        await items.insert(item('p4', 4, { size: 4 }));
        const again = await items.peek({ where: { owner: 'ada' } });
        expect(again.map((i) => [i.id, i.size])).toEqual([
          ['p4', 4],
          ['p3', 1],
          ['p1', 9],
          ['p0', 1],
        ]);
        const page = await items.peek({ where: { owner: 'ada' }, limit: 2, after: { order: at(3), id: 'p3' } });
        expect(page.map((i) => i.id)).toEqual(['p1', 'p0']);
        await db.transaction(async (tx) => {
          await tx.collection(itemsTable).update('p0', (record) => ({ ...record, size: 7 }));
          expect((await tx.collection(itemsTable).peek({ where: { owner: 'ada' } })).at(-1)?.size).toBe(7);
        });
      }));

    it('returns copies: changing an answer or an input changes nothing stored', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        const input = item('a', 1, { tags: ['x'] });
        const stored = await items.insert(input);
        input.tags.push('from-input');
        stored.tags.push('from-answer');
        const read = await items.get('a');
        if (read) read.size = 99;
        expect(await items.get('a')).toEqual(item('a', 1, { tags: ['x'] }));
      }));

    it('applies concurrent atomic changes one after another: no update is lost', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        await items.insert(item('counter', 1, { size: 0 }));
        await Promise.all(
          Array.from({ length: 20 }, () => items.update('counter', (c) => ({ ...c, size: c.size + 1 }))),
        );
        await Promise.all(
          Array.from({ length: 20 }, () =>
            items.upsert('fresh', (c) => ({ ...(c ?? item('fresh', 2, { size: 0 })), size: (c?.size ?? 0) + 1 })),
          ),
        );
        expect((await items.get('counter'))?.size).toBe(20);
        expect((await items.get('fresh'))?.size).toBe(20);
        expect(await items.update('missing', (c) => c)).toBeUndefined();
      }));

    it('changes many records at once, and two claimers skipping locked rows never share one', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        for (let i = 0; i < 10; i += 1) await items.insert(item(`j${i}`, i, { owner: 'queue' }));
        const claim = () =>
          items.updateMany({ where: { owner: 'queue' }, direction: 'asc', limit: 3, skipLocked: true }, (c) => ({
            ...c,
            owner: 'taken',
          }));
        const batches = await Promise.all([claim(), claim(), claim(), claim()]);
        const claimed = batches.flat().map((i) => i.id);
        expect(new Set(claimed).size).toBe(claimed.length);
        expect(claimed.length).toBe(10);
        expect(await items.count({ owner: 'queue' })).toBe(0);
      }));

    it('reads many by id or by several keys of an index, and adds many in one write', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        expect(
          await items.insertMany([
            item('m1', 1, { tags: ['x'] }),
            item('m2', 2, { owner: 'bob' }),
            item('m3', 3, { owner: null, tags: ['y'] }),
          ]),
        ).toBe(3);
        const ids = (found: Item[]) => found.map((i) => i.id).sort();
        expect(ids(await items.getMany(['m3', 'm1', 'nope']))).toEqual(['m1', 'm3']);
        expect(ids(await items.listIn('owner', ['ada', 'bob', 'ada']))).toEqual(['m1', 'm2']);
        expect(ids(await items.listIn('tags', ['y', 'z']))).toEqual(['m3']);
        expect(ids(await items.listIn('owner', ['ada', 'bob'], { at: { gte: at(2) } }))).toEqual(['m2']);
        expect(await items.getMany([])).toEqual([]);
        expect((await items.get('m3'))?.tags).toEqual(['y']);
        // A taken id refuses the whole batch; ifAbsent passes over it and adds the rest.
        await expect(items.insertMany([item('m4', 4), item('m1', 5)])).rejects.toMatchObject({
          name: 'UniqueViolation',
        });
        expect(await items.get('m4')).toBeUndefined();
        expect(await items.insertMany([item('m4', 4), item('m1', 5)], { ifAbsent: true })).toBe(1);
        expect((await items.get('m1'))?.at).toBe(at(1));
      }));

    it('adds a large batch (copied in on PostgreSQL) with every key queryable, all of it or none', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        const text = 'tab\there, line\nbreak, back\\slash, "quoted" {braced}, café';
        const batch = Array.from({ length: 1200 }, (_, k) =>
          item(`b${String(k).padStart(4, '0')}`, k % 60, {
            owner: k % 3 === 0 ? null : `owner ${k % 3}\t${text}`,
            tags: k % 2 ? [`t${k % 5}`, 'a "tag", with {commas}', 'back\\slash'] : [],
            unique: k % 4 === 0 ? `u${k}` : undefined,
          }),
        );
        expect(await items.insertMany(batch)).toBe(1200);
        expect(await items.get('b0007')).toEqual(batch[7]);
        expect(await items.count()).toBe(1200);
        expect(await items.count({ owner: `owner 1\t${text}` })).toBe(400);
        expect(await items.count({ tags: 'a "tag", with {commas}' })).toBe(600);
        expect(await items.count({ tags: 'back\\slash' })).toBe(600);
        expect((await items.findOne({ where: { unique: 'u8' } }))?.id).toBe('b0008');
        expect(await items.count({ at: { lt: at(1) } })).toBe(20);
        // A taken id or unique key anywhere in the batch refuses all of it.
        const more = (from: number) => Array.from({ length: 600 }, (_, k) => item(`c${from + k}`, 1));
        for (const clash of [item('b0001', 1), item('c-unique', 1, { unique: 'u4' })]) {
          await expect(items.insertMany([...more(0), clash, ...more(600)])).rejects.toMatchObject({
            name: 'UniqueViolation',
          });
          expect(await items.count()).toBe(1200);
        }
      }));

    it('changes or creates many records at once, atomically per record under concurrent writers', () =>
      withDb(async (db) => {
        const items = db.collection(itemsTable);
        await items.insert(item('u1', 1, { size: 0 }));
        const bump = () =>
          items.upsertMany(['u1', 'u2', 'u3'], (id, c) =>
            id === 'u3' ? undefined : { ...(c ?? item(id, 2, { size: 0 })), size: (c?.size ?? 0) + 1 },
          );
        const written = await Promise.all(Array.from({ length: 10 }, bump));
        expect(
          written.every(
            (batch) =>
              batch
                .map((i) => i.id)
                .sort()
                .join() === 'u1,u2',
          ),
        ).toBe(true);
        expect((await items.get('u1'))?.size).toBe(10);
        expect((await items.get('u2'))?.size).toBe(10);
        expect(await items.get('u3')).toBeUndefined();
        // Inside a transaction that fails, nothing of it stays.
        await expect(
          db.transaction(async (tx) => {
            await tx.collection(itemsTable).upsertMany(['u1', 'u4'], (id, c) => ({ ...(c ?? item(id, 3)), size: 100 }));
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        expect((await items.get('u1'))?.size).toBe(10);
        expect(await items.get('u4')).toBeUndefined();
      }));
  });
}
