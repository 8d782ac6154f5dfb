// Dashboard first load: on the built app, in headless Chromium, the time from
// navigation start to the user's name and the sidebar counts being visible, and the gzipped JS
// the page loads up front (the dashboard island's shell) versus on demand (lazy route screens).
// Builds nothing: run `npm run build` first. Run alone with `node bench/dashboard.ts`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.ts';
import { formatTable } from './page-weight.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLIENT = join(ROOT, 'dist/client');
const NAME = 'Camille Customer'; // the seeded dev customer of /api/dev/login
// Bundles quote paths with ", ' or ` (rolldown writes dynamic imports as import(`./x.js`)).
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*(["'`])([^"'`\n]+)\1/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])([^"'`\n]+)\1\s*\)/g;

/** Milliseconds from navigation start, per percentile. */
type Spread = { p50: number; p95: number; max: number };

/** What the dashboard benchmark reports. */
export type DashboardBench = {
  rounds: number;
  cold: { fcp: Spread; name: Spread; counts: Spread; hydrated: Spread };
  warm: { name: Spread; counts: Spread; hydrated: Spread };
  shellJsGzipKB: number;
  shellModules: number;
  /** The largest files loaded up front, biggest first (gzip kB). */
  shellLargest: { file: string; gzipKB: number }[];
  lazyChunksGzipKB: number;
  /** The same shell as a French-speaking customer loads it (the French copies of the scripts). */
  frenchShellJsGzipKB: number;
};

/** Issue 30's goal for the dashboard's JS loaded up front (gzip kB). */
export const SHELL_GOAL_KB = 140;

/** Starts the built server on a fresh data folder (APP_ENV=test for /api/dev/login). */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000);
    child.stdout?.on('data', () => {
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { child, url };
}

/** SIGTERM, then SIGKILL if the server has not exited after 5 s. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

// Runs in the page before anything else: on every frame until all are seen, note when the
// name, the first count badge and the hydrated island are first there to be painted.
const probe = (name: string) => {
  const marks: Record<string, number> = {};
  Object.assign(window, { dashboardMarks: marks });
  const shown = (element: Element | null) => element !== null && element.getBoundingClientRect().height > 0;
  const check = () => {
    const now = performance.now();
    const heading = document.querySelector('h1');
    if (marks.name === undefined && shown(heading) && heading?.textContent?.includes(name)) marks.name = now;
    if (marks.counts === undefined && shown(document.querySelector('[data-sidebar-count="clusters"]')))
      marks.counts = now;
    const island = document.querySelector('astro-island');
    if (marks.hydrated === undefined && island && !island.hasAttribute('ssr')) marks.hydrated = now;
    if (marks.name === undefined || marks.counts === undefined || marks.hydrated === undefined)
      requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

type Marks = { name: number; counts: number; hydrated: number; fcp: number };

async function readMarks(page: Page): Promise<Marks> {
  await page.waitForFunction(() => {
    const marks = (window as unknown as { dashboardMarks?: Record<string, number> }).dashboardMarks;
    return marks?.name !== undefined && marks.counts !== undefined && marks.hydrated !== undefined;
  });
  return page.evaluate(() => {
    const marks = (window as unknown as { dashboardMarks: { name: number; counts: number; hydrated: number } })
      .dashboardMarks;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // A frame callback runs just before its paint: nothing is visible before the first paint.
    const seen = (at: number) => Math.max(at, fcp);
    return { name: seen(marks.name), counts: seen(marks.counts), hydrated: marks.hydrated, fcp };
  });
}

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
};

const gzipBytes = (file: string) =>
  existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;

/** The JS a served page loads up front (island and renderer URLs, then static imports) and on demand. */
function jsWeight(html: string): { shell: string[]; lazy: string[] } {
  const entries = [...html.matchAll(/\s(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const shell = new Set<string>();
  const lazy = new Set<string>();
  const walk = (urls: string[], into: Set<string>) => {
    for (let pending = [...urls], url = pending.pop(); url !== undefined; url = pending.pop()) {
      if (into.has(url) || !existsSync(join(CLIENT, url))) continue;
      into.add(url);
      const source = readFileSync(join(CLIENT, url), 'utf8');
      for (const match of source.matchAll(STATIC_IMPORT)) {
        if (/^\.{0,2}\//.test(match[2] ?? '')) pending.push(new URL(match[2] ?? '', `http://x${url}`).pathname);
      }
      for (const match of source.matchAll(DYNAMIC_IMPORT)) lazy.add(new URL(match[2] ?? '', `http://x${url}`).pathname);
    }
  };
  walk(entries, shell);
  const onDemand = new Set<string>();
  walk(
    [...lazy].filter((url) => !shell.has(url)),
    onDemand,
  );
  return { shell: [...shell], lazy: [...onDemand].filter((url) => !shell.has(url)) };
}

/** /dashboard's HTML for the same customer with French chosen in their preferences (set back after). */
async function frenchDashboard(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ baseURL: url });
  try {
    await context.request.post('/api/dev/login', { data: { as: 'customer' } });
    const me = (await (await context.request.get('/api/user')).json()) as { preferences: Record<string, string> };
    // A state change comes from the site itself (its Origin), as the console's own requests do.
    const save = (language: string) =>
      context.request.put('/api/user/preferences', { data: { ...me.preferences, language }, headers: { Origin: url } });
    const chosen = await save('fr');
    if (chosen.status() !== 200)
      throw new Error(`could not choose French for the dashboard: ${chosen.status()} ${await chosen.text()}`);
    const html = await (await context.request.get('/dashboard')).text();
    await save(me.preferences.language ?? 'en');
    if (!html.includes('<html lang="fr"')) throw new Error('/dashboard did not answer in French');
    return html;
  } finally {
    await context.close();
  }
}

/** Measures `rounds` cold loads (fresh browser context) and warm reloads of /dashboard. */
export async function measureDashboard(rounds = 10): Promise<DashboardBench> {
  if (!existsSync(join(ROOT, 'dist/server/entry.mjs'))) throw new Error('No build found: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
  const { child, url } = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const cold: Marks[] = [];
    const warm: Marks[] = [];
    let html = '';
    for (let round = 0; round < rounds + 1; round += 1) {
      const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
      const response = await context.request.post('/api/dev/login', { data: { as: 'customer' } });
      if (response.status() !== 200) throw new Error(`/api/dev/login answered ${response.status()}`);
      await context.addInitScript(probe, NAME);
      const page = await context.newPage();
      await page.goto('/dashboard');
      const first = await readMarks(page);
      await page.reload();
      const again = await readMarks(page);
      // The first round warms the server (module loading, store); it is not counted.
      if (round > 0) {
        cold.push(first);
        warm.push(again);
      } else {
        html = await (await context.request.get('/dashboard')).text();
      }
      await context.close();
    }
    const weight = jsWeight(html);
    const kb = (urls: string[]) => urls.reduce((sum, file) => sum + gzipBytes(join(CLIENT, file)), 0) / 1024;
    const frenchHtml = await frenchDashboard(browser, url);
    const pick = (marks: Marks[], key: keyof Marks) => spread(marks.map((m) => m[key]));
    return {
      rounds,
      cold: {
        fcp: pick(cold, 'fcp'),
        name: pick(cold, 'name'),
        counts: pick(cold, 'counts'),
        hydrated: pick(cold, 'hydrated'),
      },
      warm: { name: pick(warm, 'name'), counts: pick(warm, 'counts'), hydrated: pick(warm, 'hydrated') },
      shellJsGzipKB: kb(weight.shell),
      shellModules: weight.shell.length,
      shellLargest: weight.shell
        .map((file) => ({ file: file.replace(/^\/_astro\//, ''), gzipKB: kb([file]) }))
        .sort((a, b) => b.gzipKB - a.gzipKB)
        .slice(0, 8),
      lazyChunksGzipKB: kb(weight.lazy),
      frenchShellJsGzipKB: kb(jsWeight(frenchHtml).shell),
    };
  } finally {
    await browser.close();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The benchmark as a table, with the budget line. */
export function formatDashboard(result: DashboardBench): string {
  const row = (label: string, s: Spread) => [label, ...[s.p50, s.p95, s.max].map((n) => n.toFixed(0))];
  const table = formatTable(
    ['/dashboard (ms from navigation start)', 'p50', 'p95', 'max'],
    [
      row('cold: first contentful paint', result.cold.fcp),
      row('cold: user name visible', result.cold.name),
      row('cold: sidebar counts visible', result.cold.counts),
      row('cold: island hydrated', result.cold.hydrated),
      row('warm: user name visible', result.warm.name),
      row('warm: sidebar counts visible', result.warm.counts),
      row('warm: island hydrated', result.warm.hydrated),
    ],
  );
  const verdict = result.shellJsGzipKB <= SHELL_GOAL_KB ? 'PASS' : 'OVER';
  const largest = result.shellLargest.map(({ file, gzipKB }) => `${file} ${gzipKB.toFixed(1)}`).join(', ');
  return (
    `${table}\n\nDashboard JS up front: ${result.shellJsGzipKB.toFixed(1)} kB gzipped in ${result.shellModules} files ` +
    `(goal ≤ ${SHELL_GOAL_KB} kB: ${verdict}); route screens on demand: ${result.lazyChunksGzipKB.toFixed(1)} kB (${result.rounds} rounds)\n` +
    `In French: ${result.frenchShellJsGzipKB.toFixed(1)} kB up front (its own copies of the scripts)\n` +
    `Largest up front (gzip kB): ${largest}`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.info(formatDashboard(await measureDashboard(Number(process.env.BENCH_ROUNDS) || 10)));
}
