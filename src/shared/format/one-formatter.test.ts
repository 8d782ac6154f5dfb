import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Dates, numbers and percentages (VAT rates too, through vat-rate.ts) are written by
// src/shared/format, money by money.ts: a formatter built anywhere else brings back a second
// style of date or number.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const AD_HOC =
  /toLocaleDateString|toLocaleTimeString|toLocaleString\(|Intl\.DateTimeFormat\(|Intl\.NumberFormat\(|Intl\.RelativeTimeFormat|Intl\.PluralRules/;

/** Files allowed to build a formatter, each for a reason of its own. */
const ALLOWED = new Map<string, string>([
  ['src/shared/money.ts', 'the money formatter'],
  // Validates a time-zone name (Intl throws on an unknown one); formats nothing.
  ['src/shared/leads/leads.schemas.ts', 'time-zone check'],
  // Reads the browser's own time zone to preselect it; formats nothing.
  ['src/islands/forms/DemoForm.tsx', 'browser time zone'],
  // A migration writes the words it wrote when it shipped: it must not follow later styles.
  ['src/server/store/embedded/migrations.ts', 'frozen migration text'],
]);

const sources = readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'))
  .filter((path) => !/^src\/paraglide/.test(path) && !path.startsWith('src/shared/format/'))
  .sort();

/** Every line of `text` that builds a date or number formatter of its own, as 'file:line: code'. */
export function adHocFormatters(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (AD_HOC.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : []));
}

/** A value written with a percent sign of its own ('${x}%', '${x} %'); a CSS width is no percentage a person reads. */
const HAND_PERCENT = /\$\{[^}]*\}[ \u00a0\u202f]?%/;
/** Files that may: a terminal's English (the CLI has no language) and text frozen when it shipped. */
const HAND_PERCENT_ALLOWED = [/^src\/cli\//, /^src\/server\/store\/embedded\/migrations\.ts$/];

/** Every line of `text` that writes a percentage by hand, as 'file:line: code'. */
export function handPercentages(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      HAND_PERCENT.test(line) && !/\bwidth\b/.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
    );
}

describe('one date and number style', () => {
  it('finds every kind of ad hoc formatter', () => {
    const code = [
      'a.toLocaleDateString()',
      'b.toLocaleTimeString("fr")',
      'c.toLocaleString(undefined)',
      'new Intl.DateTimeFormat("en")',
      'Intl.NumberFormat()',
      'new Intl.RelativeTimeFormat("en")',
      'new Intl.PluralRules("fr")',
      'formatDay(at)',
      "'toLocaleString' in value",
    ].join('\n');
    expect(adHocFormatters('x.ts', code)).toHaveLength(7);
  });

  it('leaves dates and numbers to src/shared/format everywhere else', () => {
    const found = sources
      .filter((path) => !ALLOWED.has(path))
      .flatMap((path) => adHocFormatters(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(found, 'use src/shared/format (dates.ts, numbers.ts, relative-time.ts) instead').toEqual([]);
  });

  it('finds a percentage written by hand, not the width of a bar', () => {
    const code = [
      '{cluster.phase ? ` (${cluster.phase}, ${cluster.progress} %)` : ""}',
      'const said = `${value}%`;',
      'const french = `${value}\u202f%`;',
      '<div style={{ width: `${value}%` }} />',
      'formatPercent(value)',
    ].join('\n');
    expect(handPercentages('x.tsx', code)).toHaveLength(3);
  });

  it('writes every percentage a person reads through formatPercent', () => {
    const found = sources
      .filter((path) => !HAND_PERCENT_ALLOWED.some((allowed) => allowed.test(path)))
      .flatMap((path) => handPercentages(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(found, 'use formatPercent (src/shared/format/numbers.ts) or formatRate').toEqual([]);
  });

  it('allows only files that still need it', () => {
    const stale = [...ALLOWED.keys()].filter(
      (path) => adHocFormatters(path, readFileSync(join(ROOT, path), 'utf8')).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
