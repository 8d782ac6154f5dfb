import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLargeJson } from './large-json.ts';

const dir = mkdtempSync(join(tmpdir(), 'large-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
async function read(text: string, options: { splitDepth?: number; chunkBytes?: number } = {}) {
  const path = join(dir, `doc-${(files += 1)}.json`);
  writeFileSync(path, text);
  return readLargeJson(path, options);
}

const snapshot = {
  schemaVersion: 12,
  journalSeq: 4,
  tables: {
    users: [
      { id: 'u1', name: 'Zoë "Z" {braces} [brackets] \\ back', tags: ['a', 'b'], n: -1.5e3, ok: true, none: null },
      { id: 'u2', nested: { deep: [{ x: 1 }, []], empty: {} }, text: 'ligne\nsuivante\t€ 😀' },
    ],
    empty: [],
    numbers: [1, 2.5, -3, 'four', null, false],
  },
};

describe('readLargeJson', () => {
  it('gives what JSON.parse gives, whatever the chunk size and split depth', async () => {
    for (const text of [JSON.stringify(snapshot), JSON.stringify(snapshot, null, 2)]) {
      for (const chunkBytes of [1, 7, 1 << 20]) {
        for (const splitDepth of [0, 2, 3, 5]) {
          expect(await read(text, { chunkBytes, splitDepth })).toEqual(JSON.parse(text));
        }
      }
    }
  });

  it('reads plain values and containers at the top', async () => {
    for (const value of [5, 'text', null, true, [], {}, [1, [2, [3]]]]) {
      expect(await read(` ${JSON.stringify(value)} `, { chunkBytes: 2 })).toEqual(value);
    }
  });

  it('refuses text that is not JSON, cut short or with something after it', async () => {
    const text = JSON.stringify(snapshot);
    await expect(read(text.slice(0, -1), { chunkBytes: 5 })).rejects.toBeInstanceOf(SyntaxError);
    await expect(read(text.slice(0, 40), { chunkBytes: 5 })).rejects.toBeInstanceOf(SyntaxError);
    await expect(read(`${text}{}`, { chunkBytes: 5 })).rejects.toBeInstanceOf(SyntaxError);
    await expect(read('{"a":[1,}', { chunkBytes: 5 })).rejects.toBeInstanceOf(SyntaxError);
    await expect(read('{"a":1]', { chunkBytes: 5 })).rejects.toBeInstanceOf(SyntaxError);
  });
});
