import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const settings = JSON.parse(readFileSync(join(ROOT, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const patterns = settings['plugin.inlang.messageFormat'].pathPattern;

function messagesOf(pattern: string, locale: string): Record<string, unknown> {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(join(ROOT, pattern.replace('{locale}', locale)), 'utf8'),
  ) as Record<string, unknown>;
  return messages;
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter(keep);
}

/** Every text a message can render, its variants included (a plural's "one" and "other"). */
function texts(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (Array.isArray(message))
    return message.flatMap((variant) => Object.values((variant as { match: Record<string, string> }).match));
  return [];
}

/**
 * English words that are never French (no "on", "a", "plan", "page", "cluster", "ticket": French
 * uses them too). Any of them in a French text is English left untranslated.
 */
const ENGLISH_ONLY = new Set(
  `the and your you is are was were this that with from has have been will would should could please which when where what who
  there their they isn't can't cannot don't doesn't won't only any some each every before after here into than then its our we us
  my of to by at it be or if yes not new all more less one two three first last next back cancel save delete close open send sent
  paid due unpaid failed refunded running pending order orders invoice invoices billing payment payments account settings sign
  signed click view download upload loading error try again`.split(/\s+/),
);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogs', () => {
  it('speak the languages of DESIGN, English first', () => {
    expect(settings.locales).toEqual([...LOCALES]);
    expect(settings.baseLocale).toBe('en');
  });

  it('list every messages folder of the sources, and only existing ones', () => {
    const onDisk = filesUnder('src', (path) => path.endsWith('/messages/en.json')).map(
      (path) => `./${path.replace(/en\.json$/, '{locale}.json')}`,
    );
    expect([...patterns].sort()).toEqual(onDisk.sort());
  });

  it.each(patterns)('%s has every key in both languages, with the same placeholders', (pattern) => {
    const english = messagesOf(pattern, 'en');
    const french = messagesOf(pattern, 'fr');
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const frenchTexts = texts(french[key]);
      expect(frenchTexts.length, key).toBeGreaterThan(0);
      for (const text of frenchTexts) expect(text.trim(), `${key} is empty in French`).not.toBe('');
      // A translation never drops or invents a value (an amount, a date, an identifier).
      const wanted = [...new Set(texts(message).flatMap(placeholders))].sort();
      expect([...new Set(frenchTexts.flatMap(placeholders))].sort(), `${key} placeholders`).toEqual(wanted);
    }
  });

  it('say nothing in English in French: no English word in any French text, its variants included', () => {
    const english: string[] = [];
    for (const pattern of patterns) {
      for (const [key, message] of Object.entries(messagesOf(pattern, 'fr'))) {
        for (const text of texts(message)) {
          // Values, markup, names and HTTP verbs are not words to translate.
          const words =
            text
              .replace(/\{\w+\}|<[^>]+>|Pay as you go|open source|\b[A-Z]{3,}\b/g, ' ')
              .match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*/g) ?? [];
          const found = words.filter((word) => ENGLISH_ONLY.has(word.toLowerCase()));
          if (found.length > 0) english.push(`${key} (${pattern}): ${found.join(', ')}`);
        }
      }
    }
    expect(english).toEqual([]);
  });

  it('write a percentage one way, as formatPercent and formatRate do: "5%" in English, "5\u202f%" in French', () => {
    // After a number or a value: in French a narrow no-break space, never none, an ordinary space or a wide one.
    const wrong: string[] = [];
    for (const pattern of patterns) {
      for (const [locale, spacing] of [
        ['en', /(?:\d|\})[ \u00a0\u202f]%/],
        ['fr', /(?:\d|\})[ \u00a0]?%/],
      ] as const) {
        for (const [key, message] of Object.entries(messagesOf(pattern, locale))) {
          for (const text of texts(message))
            if (spacing.test(text)) wrong.push(`${key} (${locale}, ${pattern}): ${text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('take a computed percentage written by formatPercent, not a number with a sign of their own', () => {
    // "{percent}%" would write the number raw ("12.5" on a French page) and the sign by hand.
    // Stored sentences (notice_…) keep theirs: sentences stored before are read back through them.
    const glued = /\{\w+\}[ \u00a0\u202f]?%/;
    const wrong: string[] = [];
    for (const pattern of patterns)
      for (const locale of LOCALES)
        for (const [key, message] of Object.entries(messagesOf(pattern, locale)))
          if (!key.startsWith('notice_') && texts(message).some((text) => glued.test(text)))
            wrong.push(`${key} (${locale}, ${pattern})`);
    expect(wrong).toEqual([]);
  });

  it('never define one key twice', () => {
    const owners = new Map<string, string>();
    const twice: string[] = [];
    for (const pattern of patterns) {
      for (const key of Object.keys(messagesOf(pattern, 'en'))) {
        const owner = owners.get(key);
        if (owner) twice.push(`${key}: ${owner} and ${pattern}`);
        owners.set(key, pattern);
      }
    }
    expect(twice).toEqual([]);
  });

  it('are reached through src/shared/i18n only (the page language is set there first)', () => {
    const sources = filesUnder(
      'src',
      (path) => /\.(ts|tsx|astro|mjs)$/.test(path) && !/^src\/paraglide(-server)?\//.test(path),
    );
    const direct = sources.filter(
      (path) =>
        !path.startsWith('src/shared/i18n/') &&
        !path.startsWith('src/server/i18n/') &&
        /from ['"](?:[^'"]*paraglide|#i18n\/)/.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
