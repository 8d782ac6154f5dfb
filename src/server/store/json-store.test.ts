import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreCorruptError } from './durable-file.ts';
import { JsonStore, type Migration } from './json-store.ts';

type Doc = { schemaVersion: number; items: string[]; tags?: string[] };

const migrations: Migration[] = [
  { version: 1, description: 'items', up: (doc) => void (doc.items ??= []) },
  { version: 2, description: 'tags', up: (doc) => void (doc.tags ??= ['migrated']) },
];

const open = (dataDir: string, list: Migration[] = migrations) =>
  JsonStore.open<Doc>({ dataDir, migrations: list, createEmpty: () => ({ schemaVersion: 0, items: [] }) });

const tempDir = () => mkdtemp(join(tmpdir(), 'json-store-'));

describe('JsonStore', () => {
  it('creates the data file at the latest schema version on first open', async () => {
    const dir = await tempDir();
    await open(dir);
    const onDisk = JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')) as Doc;
    expect(onDisk).toEqual({ schemaVersion: 2, items: [], tags: ['migrated'] });
  });

  it('has an acknowledged update on disk when update() resolves', async () => {
    const dir = await tempDir();
    const store = await open(dir);
    await store.update((doc) => doc.items.push('a'));
    const onDisk = JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')) as Doc;
    expect(onDisk.items).toEqual(['a']);
  });

  it('coalesces a burst of 200 concurrent updates into a few writes and keeps them all', async () => {
    const dir = await tempDir();
    const store = await open(dir);
    const before = store.writeCount;
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.update((doc) => doc.items.push(`item-${i}`))));
    expect(store.writeCount - before).toBeLessThanOrEqual(3);
    const reopened = await open(dir);
    expect(reopened.data.items).toHaveLength(200);
  });

  it('runs pending migrations on an older file and saves the result', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'store.json'), JSON.stringify({ schemaVersion: 1, items: ['kept'] }));
    const store = await open(dir);
    expect(store.data).toEqual({ schemaVersion: 2, items: ['kept'], tags: ['migrated'] });
    const onDisk = JSON.parse(await readFile(join(dir, 'store.json'), 'utf8')) as Doc;
    expect(onDisk.schemaVersion).toBe(2);
  });

  it('refuses a corrupt file and leaves it exactly as it was', async () => {
    const dir = await tempDir();
    const path = join(dir, 'store.json');
    await writeFile(path, '{"schemaVersion": 2, "items": [');
    await expect(open(dir)).rejects.toBeInstanceOf(StoreCorruptError);
    await expect(open(dir)).rejects.toThrow(/not valid JSON.*left untouched/);
    expect(await readFile(path, 'utf8')).toBe('{"schemaVersion": 2, "items": [');
  });

  it('refuses a file without a schema version', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'store.json'), '[]');
    await expect(open(dir)).rejects.toThrow(/no schemaVersion/);
  });

  it('refuses a file written by a newer release', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'store.json'), JSON.stringify({ schemaVersion: 9, items: [] }));
    await expect(open(dir)).rejects.toThrow(/newer than this build knows/);
  });

  it('leaves no temporary files behind', async () => {
    const dir = await tempDir();
    const store = await open(dir);
    await Promise.all([store.update((d) => d.items.push('x')), store.update((d) => d.items.push('y'))]);
    expect(await readdir(dir)).toEqual(['store.json']);
  });

  it('changes nothing when the change function throws', async () => {
    const dir = await tempDir();
    const store = await open(dir);
    await expect(
      store.update(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(store.data.items).toEqual([]);
  });
});
