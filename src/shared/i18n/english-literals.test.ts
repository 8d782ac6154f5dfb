import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishLiterals } from './english-literals.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Islands whose texts are not all messages yet: each still shows some English on a French page.
 * The list only shrinks: a file that is done must leave it (the last test says so).
 */
const NOT_YET_TRANSLATED = new Set<string>([]);

const islandFiles = readdirSync(join(ROOT, 'src/islands'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
  .sort();

const literalsOf = (path: string) => englishLiterals(path, readFileSync(join(ROOT, path), 'utf8'));

describe('no English left in the islands', () => {
  it('finds the English a reader would meet, and leaves code alone', () => {
    const found = englishLiterals(
      'x.tsx',
      `
      const toastText = { title: 'Cluster deleted' };
      const classes = 'flex gap-2';
      export const A = () => <p className="text-sm" data-testid="x" aria-label="Close dialog">Hello {name} <b>{busy ? 'Saving…' : m.save()}</b> kubectl {'GiB'}</p>;
    `,
    );
    expect(found.map((literal) => literal.text)).toEqual(['Cluster deleted', 'Close dialog', 'Hello', 'Saving…']);
  });

  it.each(islandFiles.filter((path) => !NOT_YET_TRANSLATED.has(path)))('%s shows only messages', (path) => {
    expect(literalsOf(path)).toEqual([]);
  });

  it('lists as not yet translated only files that still have English', () => {
    expect(
      [...NOT_YET_TRANSLATED].filter((path) => !islandFiles.includes(path) || literalsOf(path).length === 0),
    ).toEqual([]);
  });
});
