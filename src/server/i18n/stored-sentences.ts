import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '../../shared/i18n/locale.ts';
import { pluralCategory } from '../../shared/format/numbers.ts';
import { formatDay, readDay } from '../../shared/format/dates.ts';

// Sentences stored before they were kept as data (an older notification, a cluster or order
// event written as text) are said again in the reader's language: the sentence is matched against
// the server's notice messages in every language, its values read back out of it (the data it was
// made from), and the same message said with them in the reader's language. A sentence no message
// makes (a provider's words, a person's) stays as it was written.

/** One wording of a message: its text and, for a plural, the category it is said for. */
type Variant = { text: string; category: string | null; selector: string | null };
/**
 * `rewrite`: the sentence is said again even in its own language: a former wording (one the
 * message no longer has, never said itself), or one with a percentage,
 * which `regex` also reads spaced as an older release wrote it ('5 %' in English, '5 %' with an
 * ordinary or a wide no-break space in French) and which is written as today.
 */
type Pattern = {
  key: string;
  locale: Locale;
  variant: Variant;
  regex: RegExp;
  names: string[];
  literalLength: number;
  rewrite: boolean;
};

type PluralMessage = { selectors?: string[]; declarations?: string[]; match?: Record<string, string> }[];
type Catalog = Record<string, string | PluralMessage>;

/** Where the messages that make stored sentences live, and which of their keys do. */
const SOURCES = [
  { dir: new URL('./messages/', import.meta.url), prefixes: ['notice_'] },
  // Price lines (an order's, an invoice's): "Add-on: {addon}", nested in the prorated ones.
  { dir: new URL('../../shared/messages/', import.meta.url), prefixes: ['rules_line_'] },
];
/**
 * Wordings a message had when sentences were stored with it and has no more: read back from the
 * stored sentence, then said with the message's wording of today, in the reader's language too.
 */
const FORMER_WORDINGS: { key: string; locale: Locale; text: string }[] = [
  // "1 line(s)" for every count, until the message said one line and two lines.
  { key: 'notice_order_event_created', locale: 'en', text: 'Order created: {count} line(s), priced in {currency}.' },
];
/** How deep values are said again: "{line}, 3 of 31 days until …" holds "Add-on: {addon}". */
const MAX_DEPTH = 2;
/** Sentences with fewer letters of their own than this say too little to be told apart. */
const MIN_LITERAL = 5;
const MAX_REMEMBERED = 2_000;

let patterns: Pattern[] | undefined;
let variantsByKey: Map<string, Map<Locale, Variant[]>> | undefined;
const remembered = new Map<string, string>();

function variantsOf(message: string | PluralMessage): Variant[] {
  if (typeof message === 'string') return [{ text: message, category: null, selector: null }];
  const [first] = message;
  if (!first?.match) return [];
  // "local countPlural = count: plural": the selector names the input it counts.
  const selector = first.declarations?.map((d) => /^local \w+ = (\w+): plural$/.exec(d)?.[1]).find(Boolean) ?? null;
  return Object.entries(first.match).map(([when, text]) => ({ text, category: when.split('=')[1] ?? null, selector }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(key: string, locale: Locale, variant: Variant, former = false): Pattern | undefined {
  const names: string[] = [];
  let source = '^';
  let literal = '';
  let last = 0;
  for (const match of variant.text.matchAll(/\{(\w+)\}/g)) {
    const before = variant.text.slice(last, match.index);
    literal += before;
    source += escape(before);
    const name = match[1] as string;
    const seen = names.indexOf(name);
    if (seen >= 0) source += `\\${seen + 1}`;
    else {
      names.push(name);
      source += '(.+?)';
    }
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = variant.text.slice(last);
  literal += rest;
  source += `${escape(rest)}$`;
  const literalLength = literal.replace(/[^\p{L}]/gu, '').length;
  if (literalLength < MIN_LITERAL) return undefined;
  const spacedAsBefore = source.replace(/[ \u00a0\u202f]?%/g, '[ \\u00a0\\u202f]?%');
  return {
    key,
    locale,
    variant,
    regex: new RegExp(spacedAsBefore, 's'),
    names,
    literalLength,
    rewrite: former || spacedAsBefore !== source,
  };
}

function load(): { patterns: Pattern[]; variantsByKey: Map<string, Map<Locale, Variant[]>> } {
  if (patterns && variantsByKey) return { patterns, variantsByKey };
  const byKey = new Map<string, Map<Locale, Variant[]>>();
  const all: Pattern[] = [];
  for (const { dir, prefixes } of SOURCES)
    for (const locale of LOCALES) {
      const catalog = JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8')) as Catalog;
      for (const [key, message] of Object.entries(catalog)) {
        if (!prefixes.some((prefix) => key.startsWith(prefix))) continue;
        const variants = variantsOf(message);
        const perLocale = byKey.get(key) ?? new Map<Locale, Variant[]>();
        perLocale.set(locale, variants);
        byKey.set(key, perLocale);
        for (const variant of variants) {
          const pattern = patternOf(key, locale, variant);
          if (pattern) all.push(pattern);
        }
      }
    }
  for (const { key, locale, text } of FORMER_WORDINGS) {
    const pattern = patternOf(key, locale, { text, category: null, selector: null }, true);
    if (pattern) all.push(pattern);
  }
  // The most specific wording first: a sentence that two messages make is the longer one's.
  all.sort((a, b) => b.literalLength - a.literalLength);
  patterns = all;
  variantsByKey = byKey;
  return { patterns, variantsByKey };
}

/** The message a stored sentence was made from, and the values it was made with; undefined when none made it. */
export function readBack(
  sentence: string,
): { key: string; locale: Locale; values: Record<string, string>; rewrite?: true } | undefined {
  for (const pattern of load().patterns) {
    const match = pattern.regex.exec(sentence);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1] ?? '']));
    return { key: pattern.key, locale: pattern.locale, values, ...(pattern.rewrite ? { rewrite: true as const } : {}) };
  }
  return undefined;
}

/** A stored sentence in `locale`: said again from its message and values, or as it was written when no message made it. */
export function storedSentenceIn(sentence: string, locale: Locale): string {
  const memo = `${locale}\u0000${sentence}`;
  const known = remembered.get(memo);
  if (known !== undefined) return known;
  const said = sayAgain(sentence, locale, 0);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(memo, said);
  return said;
}

function sayAgain(sentence: string, locale: Locale, depth: number): string {
  const found = readBack(sentence);
  if (!found) return sentence;
  // Days are written as the reader writes them, whichever way the sentence was stored with them.
  let daysRewritten = false;
  for (const [name, value] of Object.entries(found.values)) {
    const day = readDay(value);
    if (day === undefined) continue;
    found.values[name] = formatDay(day, locale);
    daysRewritten ||= found.values[name] !== value;
  }
  if (found.locale === locale && !daysRewritten && !found.rewrite) return sentence;
  // A value may itself be a sentence a message made (a price line inside a prorated one).
  if (depth < MAX_DEPTH)
    for (const [name, value] of Object.entries(found.values)) found.values[name] = sayAgain(value, locale, depth + 1);
  const variants = load().variantsByKey.get(found.key)?.get(locale) ?? [];
  const plural = variants.find((variant) => variant.selector);
  let chosen = variants[0];
  if (plural?.selector) {
    const count = Number(found.values[plural.selector]);
    const category = Number.isFinite(count) ? pluralCategory(count, locale) : 'other';
    chosen =
      variants.find((variant) => variant.category === category) ??
      variants.find((variant) => variant.category === 'other') ??
      chosen;
  }
  if (!chosen) return sentence;
  return chosen.text.replace(/\{(\w+)\}/g, (whole, name: string) => found.values[name] ?? whole);
}
