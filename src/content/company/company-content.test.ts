import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The YAML parser Vite itself uses; Astro's glob loader reads these files with the same YAML 1.2 rules.
import { parse } from 'yaml';

// src/content/company/fr/*.yaml translate src/content/company/*.yaml (the companyFr collection of
// src/content.config.ts): same keys, same number of items everywhere, same ids, people and customers.

const PAGES = ['about', 'careers', 'case-studies', 'faq'] as const;
/** Values that identify rather than say something: never translated. */
const KEPT = new Set(['kind', 'id', 'remote', 'clusterTypes', 'customer', 'author']);

const read = (path: string): unknown => parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

/** Every string of a parsed file, with its path ('studies.0.quote.text'). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/** The shape of a parsed file: its keys and array lengths, strings reduced to their type. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return typeof value;
}

describe.each(PAGES)('company/fr/%s.yaml', (page) => {
  const english = read(`./${page}.yaml`);
  const french = read(`./fr/${page}.yaml`);

  it('has the shape of the English file: same keys, same number of items', () => {
    expect(shape(french)).toEqual(shape(english));
  });

  it('keeps ids, kinds, cluster types, customers and people unchanged', () => {
    const kept = (data: unknown) =>
      strings(data).filter(([path]) => path.split('.').some((key) => KEPT.has(key)) || /^team\.\d+\.name$/.test(path));
    expect(kept(french)).toEqual(kept(english));
  });

  it('translates the prose, with French spacing', () => {
    const englishTexts = new Set(strings(english).map(([, text]) => text));
    for (const [path, text] of strings(french)) {
      expect(text.trim(), path).not.toBe('');
      if (text.length > 40) expect(englishTexts.has(text), `${path} is still in English`).toBe(false);
      expect(text, path).not.toMatch(/ [:;!?%»]|« /);
      expect(text, path).not.toMatch(/'/);
    }
  });
});
