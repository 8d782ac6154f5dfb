// Gzipped JavaScript each prerendered page can load: its module scripts and Astro island
// component/renderer URLs, plus every module those import statically (deduped per page).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JS a page can load, with its gzipped size. */
export type PageWeight = {
  page: string;
  file: string;
  errorPage: boolean;
  entries: string[];
  modules: string[];
  gzipBytes: number;
};

const MODULE_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?module["']?[^>]*>/gi;
const ISLAND = /<astro-island\b[^>]*>/gi;
// Static imports only: `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`.
// `import("./x.js")` has a parenthesis before the quote, so dynamic imports do not match.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*(["'])([^"'\n]+)\1/g;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function htmlFiles(dir: string): string[] {
  const found: string[] = [];
  for (const dirent of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, dirent.name);
    // Hashed assets never hold pages; skipping them keeps the walk cheap.
    if (dirent.isDirectory() && dirent.name !== '_astro') found.push(...htmlFiles(path));
    else if (dirent.isFile() && dirent.name.endsWith('.html')) found.push(path);
  }
  return found.sort();
}

/** Maps a URL (absolute, or relative to `fromUrlPath`) to a file under the client dir, if local. */
function toFile(clientDir: string, fromUrlPath: string, url: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return undefined; // another origin or a data: URL
  const clean = url.split(/[?#]/)[0] ?? '';
  const urlPath = clean.startsWith('/') ? posix.normalize(clean) : posix.join(posix.dirname(fromUrlPath), clean);
  const file = join(clientDir, ...urlPath.split('/'));
  return existsSync(file) ? file : undefined;
}

function urlPathOf(clientDir: string, file: string): string {
  return '/' + relative(clientDir, file).split(sep).join('/');
}

const gzipCache = new Map<string, number>();

/** The compressed size a browser would download: the build's own .gz when present, else gzip -9. */
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    const gz = `${file}.gz`;
    size = existsSync(gz) ? readFileSync(gz).length : gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Walks the static import graph from the entry files; returns every reachable module once. */
function reachable(clientDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[2] ?? '';
      // Bare specifiers cannot occur in browser bundles; only follow paths.
      if (!/^\.{0,2}\//.test(specifier)) continue;
      const target = toFile(clientDir, urlPathOf(clientDir, file), specifier);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return [...seen].sort();
}

/** Measures the gzipped JS every prerendered HTML page under `clientDir` can load. */
export function measurePageWeights(clientDir: string): PageWeight[] {
  return htmlFiles(clientDir).map((file) => {
    const html = readFileSync(file, 'utf8');
    const htmlUrl = urlPathOf(clientDir, file);
    const urls: string[] = [];
    for (const [tag] of html.matchAll(MODULE_SCRIPT)) urls.push(attribute(tag, 'src') ?? '');
    for (const [tag] of html.matchAll(ISLAND)) {
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url'])
        urls.push(attribute(tag, name) ?? '');
    }
    const entries = [...new Set(urls.filter(Boolean).map((url) => toFile(clientDir, htmlUrl, url)))].filter(
      (entry): entry is string => entry !== undefined,
    );
    const modules = reachable(clientDir, entries);
    const page = htmlUrl.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
    return {
      page,
      file: relative(clientDir, file),
      errorPage: /^\/?(404|500)$/.test(page),
      entries: entries.map((entry) => urlPathOf(clientDir, entry)),
      modules: modules.map((module) => urlPathOf(clientDir, module)),
      gzipBytes: modules.reduce((sum, module) => sum + gzipSize(module), 0),
    };
  });
}

/** Pads cells into aligned columns: the first left-aligned, the rest right-aligned (numbers). */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const pad = (cell: string, i: number) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0));
  return [header, ...rows].map((cells) => cells.map(pad).join('  ').trimEnd()).join('\n');
}

/** Renders the page → gzipped-JS table, with the home page's total called out. */
export function formatPageWeights(weights: PageWeight[]): string {
  const rows = weights.map((w) => [
    w.page + (w.errorPage ? ' (error page)' : ''),
    String(w.modules.length),
    (w.gzipBytes / 1024).toFixed(1),
  ]);
  const home = weights.find((w) => w.page === '/');
  const homeLine = home ? `Home page total: ${(home.gzipBytes / 1024).toFixed(1)} kB gzipped JS` : 'No home page found';
  return `${formatTable(['page', 'JS files', 'gzip JS kB'], rows)}\n\n${homeLine}`;
}
