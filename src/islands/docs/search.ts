/**
 * Client-side search over the pre-built index of docs and tutorials (/search-index.json, or
 * /fr/search-index.json on a French page):
 * case- and accent-insensitive, every query word must match (the last one may be a prefix while
 * the visitor types), ranked title > headings > description > body text.
 */

/** One page in the index, as src/components/content/search-index.ts writes it. */
export type SearchDoc = {
  url: string;
  title: string;
  description: string;
  /** Docs section as shown in the index's language, or 'Tutorial'. */
  section: string;
  kind: 'doc' | 'tutorial';
  headings: string[];
  excerpt: string;
  text: string;
};

/** The whole index file. */
export type SearchIndex = { version: 1; docs: SearchDoc[] };

/** A snippet of body text around the first match, split so the match can be highlighted. */
export type Snippet = { before: string; match: string; after: string };

/** One ranked hit. */
export type SearchResult = { doc: SearchDoc; score: number; snippet: Snippet | null };

type Field = { tokens: Set<string>; weight: number };
type PreparedDoc = { doc: SearchDoc; fields: Field[]; folded: string; offsets: number[] };
/** The index with every field tokenised once, ready for repeated queries. */
export type PreparedIndex = PreparedDoc[];

const WEIGHTS = { title: 10, headings: 5, description: 3, text: 1 } as const;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without diacritics: 'Équipe' → 'equipe'. */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a string, in order. */
export function tokenize(value: string): string[] {
  return fold(value).match(WORD) ?? [];
}

/** Folds `text` character by character, remembering where each folded character came from. */
function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = '';
  const offsets: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = fold(char);
    for (let i = 0; i < piece.length; i += 1) offsets.push(index);
    folded += piece;
    index += char.length;
  }
  offsets.push(index);
  return { folded, offsets };
}

/** Tokenises every field of every page once. */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  return index.docs.map((doc) => ({
    doc,
    fields: [
      { tokens: new Set(tokenize(doc.title)), weight: WEIGHTS.title },
      { tokens: new Set(doc.headings.flatMap(tokenize)), weight: WEIGHTS.headings },
      { tokens: new Set(tokenize(doc.description)), weight: WEIGHTS.description },
      { tokens: new Set(tokenize(doc.text)), weight: WEIGHTS.text },
    ],
    ...foldWithOffsets(doc.text),
  }));
}

/** How well one query word matches a field: 1 for the whole word, 0.6 for a prefix, else 0. */
function matchStrength(tokens: Set<string>, word: string, allowPrefix: boolean): number {
  if (tokens.has(word)) return 1;
  if (!allowPrefix || word.length < 2) return 0;
  for (const token of tokens) if (token.startsWith(word)) return 0.6;
  return 0;
}

/** The body text around the first place a query word starts a word, or null. */
function snippetFor(prepared: PreparedDoc, words: string[], radius = 70): Snippet | null {
  let best: { start: number; end: number } | null = null;
  for (const word of words) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\p{L}\\p{N}]*`, 'u');
    const found = pattern.exec(prepared.folded);
    if (found && (!best || found.index < best.start)) best = { start: found.index, end: found.index + found[0].length };
  }
  if (!best) return null;
  const text = prepared.doc.text;
  const start = prepared.offsets[best.start] ?? 0;
  const end = prepared.offsets[best.end] ?? text.length;
  let from = Math.max(0, start - radius);
  let to = Math.min(text.length, end + radius * 1.5);
  // Widen to whole words so the snippet neither starts nor ends mid-word.
  const space = text.indexOf(' ', from);
  if (from > 0 && space !== -1 && space < start) from = space + 1;
  const lastSpace = text.lastIndexOf(' ', to);
  if (to < text.length && lastSpace > end) to = lastSpace;
  return {
    before: `${from > 0 ? '…' : ''}${text.slice(from, start)}`,
    match: text.slice(start, end),
    after: `${text.slice(end, to)}${to < text.length ? '…' : ''}`,
  };
}

/** Pages matching every word of `query`, best first. */
export function search(index: PreparedIndex, query: string, limit = 8): SearchResult[] {
  const words = tokenize(query);
  if (words.length === 0) return [];
  // Any word may be a prefix: the last is usually still being typed, and "kube conf" should work.
  const results: SearchResult[] = [];
  for (const prepared of index) {
    let score = 0;
    let everyWordFound = true;
    for (const word of words) {
      let best = 0;
      for (const field of prepared.fields)
        best = Math.max(best, field.weight * matchStrength(field.tokens, word, true));
      if (best === 0) {
        everyWordFound = false;
        break;
      }
      score += best;
    }
    if (!everyWordFound) continue;
    const title = fold(prepared.doc.title);
    if (title.startsWith(fold(query.trim()))) score += 5;
    results.push({ doc: prepared.doc, score, snippet: snippetFor(prepared, words) });
  }
  return results.sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title)).slice(0, limit);
}
