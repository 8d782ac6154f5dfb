import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A reader of this repository cannot open the product's specification or design notes, so no
// comment may send them there: a comment states its rule, or points to a page under
// src/content/docs (served as /documentation/<slug>). Test titles and other string literals are
// not comments and are not checked here; user-visible text is checked by reading it as prose.

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const FOLDERS = ['src', 'test', 'e2e', 'scripts', 'bench'];
/** The two documents by name, in any form: a section sign, `.md`, "'s", a quoted heading. */
const OUTSIDE_REFERENCE = /\b(?:SPEC|DESIGN)\b/;

/** Files whose comments are found by reading them as code; the others are read whole, as prose. */
const SCRIPT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.css']);
const PROSE = new Set(['.md', '.mdx', '.json', '.yaml', '.yml', '.py', '.html', '.txt']);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Adds `text`, found at line `line` (0-based), to the comment text of its lines. */
function keep(comments: Map<number, string>, line: number, text: string): void {
  text.split('\n').forEach((part, i) => comments.set(line + i, (comments.get(line + i) ?? '') + part + ' '));
}

const REGEX_MAY_FOLLOW =
  /[(,=:[!&|?{};+\-*%<>~^]$|(?:^|[^\w$])(?:return|typeof|case|in|of|yield|await|void|delete|throw|new|else|do)$/;

/**
 * The comments of a script, by line: skips string, template and regex literals (none of which
 * spans a line except templates), so that only `//` and block comments are kept.
 */
function scriptComments(source: string, firstLine = 0, comments = new Map<number, string>()): Map<number, string> {
  let line = firstLine;
  let code = '';
  const templateDepth: number[] = [];
  let braces = 0;
  let i = 0;
  const skipQuoted = (quote: string) => {
    let j = i + 1;
    while (j < source.length && source[j] !== quote && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
    i = source[j] === quote ? j + 1 : j;
  };
  const skipTemplate = () => {
    let j = i + 1;
    while (j < source.length && source[j] !== '`') {
      if (source[j] === '\\') j += 1;
      else if (source[j] === '\n') line += 1;
      else if (source[j] === '$' && source[j + 1] === '{') {
        templateDepth.push(braces);
        i = j + 2;
        return;
      }
      j += 1;
    }
    i = j + 1;
  };
  while (i < source.length) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === '\n') {
      line += 1;
      i += 1;
      code += ' ';
    } else if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      keep(comments, line, source.slice(i, stop));
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      const text = source.slice(i, stop);
      keep(comments, line, text);
      line += text.split('\n').length - 1;
      i = stop;
    } else if (char === '/' && REGEX_MAY_FOLLOW.test(code.trimEnd())) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n' && (inClass || source[j] !== '/')) {
        if (source[j] === '\\') j += 1;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j += 1;
      }
      i = source[j] === '/' ? j + 1 : i + 1;
      code += 'x';
    } else if (char === "'" || char === '"') {
      skipQuoted(char);
      code += 'x';
    } else if (char === '`') {
      skipTemplate();
      code += 'x';
    } else if (char === '}' && templateDepth.at(-1) === braces) {
      templateDepth.pop();
      skipTemplate();
      code += 'x';
    } else {
      if (char === '{') braces += 1;
      if (char === '}') braces -= 1;
      code += char;
      i += 1;
    }
    if (code.length > 200) code = code.slice(-100);
  }
  return comments;
}

/** An Astro file: its frontmatter as a script, then HTML, block and whole-line `//` comments. */
function astroComments(source: string): Map<number, string> {
  const fence = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const comments = fence ? scriptComments(fence[1]!, 1) : new Map<number, string>();
  const template = fence ? source.slice(fence[0].length) : source;
  const offset = fence ? fence[0].split('\n').length - 1 : 0;
  for (const match of template.matchAll(/<!--[\s\S]*?-->|\/\*[\s\S]*?\*\/|^[ \t]*\/\/.*$/gm)) {
    keep(comments, offset + template.slice(0, match.index).split('\n').length - 1, match[0]);
  }
  return comments;
}

function sqlComments(source: string): Map<number, string> {
  const comments = new Map<number, string>();
  source.split('\n').forEach((text, line) => {
    const start = text.replace(/'[^']*'/g, (quoted) => ' '.repeat(quoted.length)).indexOf('--');
    if (start !== -1) keep(comments, line, text.slice(start));
  });
  return comments;
}

function proseLines(source: string): Map<number, string> {
  return new Map(source.split('\n').map((text, line) => [line, text]));
}

function commentsOf(path: string): Map<number, string> {
  const extension = extname(path);
  const source = readFileSync(path, 'utf8');
  if (SCRIPT.has(extension)) return scriptComments(source);
  if (extension === '.astro') return astroComments(source);
  if (extension === '.sql') return sqlComments(source);
  if (PROSE.has(extension)) return proseLines(source);
  return new Map();
}

/** `file:line` of every comment (or prose line) under `folders` that cites the outside documents. */
function outsideReferences(folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) => filesUnder(join(ROOT, folder)))
    .filter((path) => !path.endsWith('results.json'))
    .flatMap((path) =>
      [...commentsOf(path)]
        .filter(([, text]) => OUTSIDE_REFERENCE.test(text))
        .map(([line]) => `${relative(ROOT, path)}:${line + 1}`),
    )
    .sort();
}

describe('comments cite only what a reader can open', () => {
  it('finds a citation in a comment, not in a string', () => {
    const cite = ['SPEC', '§2'].join(' ');
    const comments = scriptComments(`const a = '${cite}';\n// the rule (${cite})\nconst b = /'/; /* ${cite} */\n`);
    expect([...comments].filter(([, text]) => OUTSIDE_REFERENCE.test(text)).map(([line]) => line)).toEqual([1, 2]);
  });

  it('has no comment under src, test, e2e, scripts or bench citing the specification or design notes', () => {
    expect(outsideReferences(FOLDERS), 'state the rule, or point to /documentation/<slug>').toEqual([]);
  });
});
