// Where the time of /my-clusters goes until its first 50 rows are on screen: `npx node
// bench/cluster-list-profile.ts [clusters] [loads]` seeds one organization (the lists benchmark's,
// on the embedded store), starts our server and loads the page in Chromium a few times. For each
// load it prints the document's answer, every request the page made (start and end, from
// navigation start) and the moment the rows showed, then the main thread's functions by self
// time over all loads (the CPU profiler, through the DevTools protocol).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.ts';
import { seedListOrganization } from './lists-seed.ts';
import { startBenchServer } from './spawn-server.ts';

const ROWS = 50;
const clusters = Number(process.argv[2]) || 500;
const loads = Number(process.argv[3]) || 3;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };

/** Adds each function's self time (ms) from one CPU profile into `totals`. */
function addSelfTimes(profile: Profile, totals: Map<string, number>): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    const node = byId.get(samples[i] ?? -1);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() ?? '';
    const key = `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
    totals.set(key, (totals.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
}

const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

async function loadOnce(baseURL: string, cookie: string, totals: Map<string, number>): Promise<void> {
  const [name = 'session', value = ''] = cookie.split('=');
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name, value, url: baseURL }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.info(`  page error: ${error.message.slice(0, 200)}`));
    // When the server's <main> was replaced (hydration given up for a client render) and when
    // the first row showed.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { listMarks: Record<string, number> }).listMarks = marks;
      document.addEventListener('DOMContentLoaded', () => {
        const ssrMain = document.getElementById('main');
        new MutationObserver(() => {
          const now = performance.now();
          if (!marks.mainReplaced && document.getElementById('main') !== ssrMain) marks.mainReplaced = now;
          if (!marks.firstRow && document.querySelector('table tbody tr')) marks.firstRow = now;
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.info(`  console ${message.type()}: ${message.text().slice(0, 160)}`);
    });
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto('/my-clusters', { waitUntil: 'commit' });
    await page.waitForFunction((rows) => document.querySelectorAll('table tbody tr').length >= rows, ROWS, {
      timeout: 60_000,
      polling: 'raf',
    });
    const rowsAt = await page.evaluate(() => performance.now());
    const marks = await page.evaluate(() => (window as unknown as { listMarks: Record<string, number> }).listMarks);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    addSelfTimes(profile, totals);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        name: r.name.replace(location.origin, ''),
        type: r.initiatorType,
        start: r.startTime,
        end: r.responseEnd,
        bytes: r.transferSize,
      }));
      return {
        responseStart: nav.responseStart,
        responseEnd: nav.responseEnd,
        domInteractive: nav.domInteractive,
        loaded: nav.domContentLoadedEventEnd,
        resources,
      };
    });
    console.info(
      `\nload: document first byte ${ms(timing.responseStart)}, last byte ${ms(timing.responseEnd)}, interactive ${ms(timing.domInteractive)}, DOMContentLoaded ${ms(timing.loaded)}; ${ROWS} rows ${ms(rowsAt)}`,
    );
    console.info(
      `  marks: ${Object.entries(marks)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join(', ')}`,
    );
    for (const r of timing.resources.sort((a, b) => a.start - b.start)) {
      console.info(
        `  ${ms(r.start)} → ${ms(r.end)}  ${r.type.padEnd(6)} ${String(r.bytes).padStart(7)} B  ${r.name.slice(0, 90)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-list-profile-'));
try {
  const cookie = await seedListOrganization({ clusters, activity: 0, tickets: 0 }, dataDir);
  const server = await startBenchServer({ DATA_DIR: dataDir, APP_ENV: 'production' }, [], 300_000);
  try {
    const totals = new Map<string, number>();
    for (let i = 0; i < loads; i += 1) await loadOnce(server.url, cookie, totals);
    console.info(`\nMain thread, self time over ${loads} loads (ms), top 25:`);
    for (const [fn, time] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.info(`  ${time.toFixed(1).padStart(8)}  ${fn}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
