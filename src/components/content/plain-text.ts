/**
 * Turns an MDX body into the plain text the search index holds, and lists its headings.
 * Pure string work so the index can be built anywhere and tested without Astro.
 */

const FENCE = /^\s*(```|~~~)/;

/** The body's lines, each marked as inside a fenced code block or not; fence lines are dropped. */
function classifyLines(body: string): { line: string; code: boolean }[] {
  const lines: { line: string; code: boolean }[] = [];
  let inFence = false;
  for (const line of body.split(/\r?\n/)) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    lines.push({ line, code: inFence });
  }
  return lines;
}

/** Markdown and MDX markup removed from one prose line, keeping the words a reader sees. */
function proseLine(line: string): string {
  if (/^\s*(import|export)\s/.test(line)) return '';
  if (/^\s*\|?\s*:?-{3,}/.test(line)) return ''; // table separator row
  return line
    .replace(/<\/?[A-Za-z][\w.]*(?:\s[^<>]*)?\/?>/g, ' ') // JSX and HTML tags
    .replace(/\{[^{}]*\}/g, ' ') // MDX expressions
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\|/g, ' ');
}

/** Readable text of an MDX body: prose without markup, code blocks kept as their text. */
export function mdxToPlainText(body: string): string {
  return classifyLines(body)
    .map(({ line, code }) => (code ? line : proseLine(line)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the body's level-2 and level-3 headings, in order (code blocks ignored). */
export function extractHeadings(body: string): string[] {
  const headings: string[] = [];
  for (const { line, code } of classifyLines(body)) {
    const match = code ? null : /^\s{0,3}#{2,3}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match?.[1]) headings.push(proseLine(match[1]).replace(/\s+/g, ' ').trim());
  }
  return headings;
}

/** The first `max` characters of `text`, cut at a word boundary and marked with an ellipsis. */
export function excerpt(text: string, max = 220): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
