import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs, tutorials, legal and company pages and the cluster-type pages write a percentage as
// formatPercent does on every screen: '20%' in English, '20 %' in French with a narrow no-break
// space (U+202F) that never wraps away from the number. Code (fenced blocks, `inline`) is left as
// the tool it shows writes it.
const CONTENT = fileURLToPath(new URL('.', import.meta.url));

const files = readdirSync(CONTENT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(mdx?|ya?ml|ts)$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
  .map((entry) => relative(CONTENT, join(entry.parentPath, entry.name)).split('\\').join('/'));

const isFrench = (path: string) => path.split('/').includes('fr');

/** A file's prose: code blocks and inline code blanked out, lines kept in place. */
export function proseOf(text: string): string[] {
  return text
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => line.replace(/`[^`\n]*`/g, ''));
}

/** Lines of `text` that space a percentage otherwise than the language does, as 'path:line: text'. */
export function misspacedPercentages(path: string, text: string, french: boolean): string[] {
  const wrong = french ? /\d(?:[ \u00a0])?%/ : /\d[ \u00a0\u202f]%/;
  return proseOf(text).flatMap((line, index) => (wrong.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : []));
}

describe('percentages in the content', () => {
  it('are found when spaced the other language’s way, not in code', () => {
    expect(misspacedPercentages('a.mdx', 'Save 17 % a year.\nSave 17% a year.', false)).toHaveLength(1);
    expect(misspacedPercentages('a.mdx', 'Soit 17%.\nSoit 17\u00a0%.\nSoit 17 %.\nSoit 17\u202f%.', true)).toHaveLength(
      3,
    );
    expect(misspacedPercentages('a.mdx', '```yaml\ntarget: 50%\n```\nThe `50%` target.', true)).toEqual([]);
  });

  it('are written "20%" in English and "20\u202f%" in French', () => {
    expect(files.filter(isFrench).length).toBeGreaterThan(10);
    const wrong = files.flatMap((path) =>
      misspacedPercentages(path, readFileSync(join(CONTENT, path), 'utf8'), isFrench(path)),
    );
    expect(wrong).toEqual([]);
  });
});
