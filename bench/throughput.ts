// Throughput of our server against a bare node:http server answering the same bytes: the load
// generator runs in its own process (bench/load.ts), each target once per round, ours and bare
// back to back (ours first in odd rounds, bare first in even ones), with the machine's load
// average noted before each window.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { LoadOptions, LoadResult } from './load.ts';
import { formatTable } from './page-weight.ts';
import { median } from './stats.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The four targets of the issue: a static page, a public JSON read, a signed-in JSON read, a signed-in page. */
export const TARGETS = {
  static: { path: '/', signedIn: false },
  json: { path: '/api/version/summary', signedIn: false },
  signedInJson: { path: '/api/user', signedIn: true },
  signedInPage: { path: '/dashboard', signedIn: true },
} as const;
export type TargetKind = keyof typeof TARGETS;

/**
 * ours/bare goals ("Observability without the tax": with logs on at info and metrics on, as a
 * deployment runs); the signed-in page's goal is against our static page instead.
 */
export const RATIO_GOALS: Record<TargetKind, number> = {
  static: 0.95,
  json: 0.85,
  signedInJson: 0.7,
  signedInPage: 0.3,
};
/** The signed-in page's latency goal at 50 connections. */
export const PAGE_P99_GOAL_MS = 50;
/** p99 goal of our static page and JSON reads at 50 connections. */
export const P99_GOAL_MS = 10;
const P99_TARGETS: TargetKind[] = ['static', 'json', 'signedInJson'];

export type Window = LoadResult & {
  server: 'ours' | 'bare';
  target: TargetKind;
  round: number;
  url: string;
  loadBefore: number;
  /** CPU time the server process spent per request in the window (user + system), in µs. */
  cpuMicrosPerRequest: number | null;
};
export type RoundRatio = {
  round: number;
  ratio: number;
  /** The same comparison by CPU time per request (against ÷ ours): much less sensitive to other load. */
  cpuRatio: number | null;
  loadBeforeOurs: number;
  loadBeforeBare: number;
};
export type RatioReport = {
  /** What the ratio divides: ours/bare, or for the page, our page / our static page of the same round. */
  of: string;
  goal: number;
  rounds: RoundRatio[];
  /** Median of the rounds. */
  ratio: number;
  /** Median of the rounds' CPU ratios, when /proc could be read. */
  cpuRatio: number | null;
  pass: boolean;
};

type Settings = {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  rounds: number;
  /** The targets to measure (all by default). */
  targets?: TargetKind[];
};

// /proc/<pid>/stat counts CPU time in clock ticks, 100 per second on Linux.
const TICK_MICROS = 10_000;

/** User + system CPU ticks of a process so far; undefined where /proc is not there. */
function cpuTicks(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Runs bench/load.ts in a child process and reads its one line of JSON. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/load.ts', JSON.stringify(options)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line) as LoadResult);
      } catch {
        reject(new Error(`load generator exited (${code}) without a result:\n${err || out}`));
      }
    });
  });
}

/**
 * Every target, `rounds` times, ours and bare back to back; returns the windows and the ratios.
 * The order turns each round (ours first, then bare first): this machine's speed drifts during a
 * pass (the bare server's CPU per request has moved by 40 % between rounds), and a fixed order
 * would hand the same server the later, usually slower, window every time.
 */
export async function measureThroughput(
  urls: { ours: string; bare: string },
  pids: { ours: number | undefined; bare: number | undefined },
  cookie: string,
  settings: Settings,
  log: (line: string) => void = console.info,
): Promise<ThroughputResult> {
  const windows: Window[] = [];
  const targets = settings.targets ?? (Object.keys(TARGETS) as TargetKind[]);
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const target of targets) {
      const { path, signedIn } = TARGETS[target];
      const order = round % 2 === 1 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
      for (const server of order) {
        const url = urls[server] + path;
        const loadBefore = loadavg()[0] ?? 0;
        const cpuBefore = cpuTicks(pids[server]);
        const result = await runLoad({
          url,
          connections: settings.connections,
          warmupSeconds: settings.warmupSeconds,
          durationSeconds: settings.durationSeconds,
          headers: signedIn ? { cookie } : {},
        });
        // The load generator's warm-up is inside the window too: count its requests as well.
        const cpuAfter = cpuTicks(pids[server]);
        const requests = result.requests + result.warmupRequests;
        const cpuMicrosPerRequest =
          cpuBefore === undefined || cpuAfter === undefined || requests === 0
            ? null
            : ((cpuAfter - cpuBefore) * TICK_MICROS) / requests;
        windows.push({ ...result, server, target, round, url, loadBefore, cpuMicrosPerRequest });
        const cpu = cpuMicrosPerRequest === null ? '' : `, ${cpuMicrosPerRequest.toFixed(0)} µs CPU/request`;
        log(
          `  round ${round} ${server} ${target}: ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99} ms${cpu} (load before ${loadBefore.toFixed(2)})`,
        );
      }
    }
  }
  const find = (server: 'ours' | 'bare', target: TargetKind, round: number) =>
    windows.find((w) => w.server === server && w.target === target && w.round === round);
  const ratios: Partial<Record<TargetKind, RatioReport>> = {};
  for (const target of targets) {
    const rounds: RoundRatio[] = [];
    for (let round = 1; round <= settings.rounds; round += 1) {
      const ours = find('ours', target, round);
      const against = target === 'signedInPage' ? find('ours', 'static', round) : find('bare', target, round);
      if (!ours || !against) continue;
      const cpuRatio =
        ours.cpuMicrosPerRequest && against.cpuMicrosPerRequest
          ? against.cpuMicrosPerRequest / ours.cpuMicrosPerRequest
          : null;
      rounds.push({
        round,
        ratio: against.reqPerSec > 0 ? ours.reqPerSec / against.reqPerSec : 0,
        cpuRatio,
        loadBeforeOurs: ours.loadBefore,
        loadBeforeBare: against.loadBefore,
      });
    }
    const ratio = median(rounds.map((r) => r.ratio)) ?? 0;
    const of = target === 'signedInPage' ? 'our /dashboard ÷ our static page' : `ours ÷ bare ${TARGETS[target].path}`;
    const cpuRounds = rounds.map((r) => r.cpuRatio).filter((r): r is number => r !== null);
    const cpuRatio = median(cpuRounds) ?? null;
    ratios[target] = { of, goal: RATIO_GOALS[target], rounds, ratio, cpuRatio, pass: ratio >= RATIO_GOALS[target] };
  }
  const pageRounds = windows.filter((w) => w.server === 'ours' && w.target === 'signedInPage').map((w) => w.p99);
  const p99: Partial<Record<TargetKind, { rounds: number[]; goalMs: number; pass: boolean }>> = {};
  for (const target of P99_TARGETS.filter((t) => targets.includes(t))) {
    const rounds = windows.filter((w) => w.server === 'ours' && w.target === target).map((w) => w.p99);
    p99[target] = { rounds, goalMs: P99_GOAL_MS, pass: rounds.every((ms) => ms <= P99_GOAL_MS) };
  }
  return {
    windows,
    ratios,
    p99,
    pageP99: targets.includes('signedInPage')
      ? { rounds: pageRounds, goalMs: PAGE_P99_GOAL_MS, pass: pageRounds.every((p) => p < PAGE_P99_GOAL_MS) }
      : undefined,
  };
}

/** The windows, the ratios and the latency checks of one run of the targets. */
export type ThroughputResult = {
  windows: Window[];
  ratios: Partial<Record<TargetKind, RatioReport>>;
  /** Our p99 per round for the static page and the JSON reads, against P99_GOAL_MS. */
  p99: Partial<Record<TargetKind, { rounds: number[]; goalMs: number; pass: boolean }>>;
  pageP99: { rounds: number[]; goalMs: number; pass: boolean } | undefined;
};

/** The windows and ratios as tables, each ratio next to its goal. */
export function formatThroughput(result: ThroughputResult): string {
  // autocannon's latency histogram has 1 ms resolution, so decimals would be noise.
  const rows = result.windows.map((w) => [
    `${w.round}`,
    `${w.server} ${w.target}`,
    ...[w.reqPerSec, w.p50, w.p99, w.non2xx + w.errors + w.timeouts].map((n) => n.toFixed(0)),
    w.cpuMicrosPerRequest === null ? '–' : w.cpuMicrosPerRequest.toFixed(0),
    w.loadBefore.toFixed(2),
  ]);
  const windows = formatTable(
    ['round', 'target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/err', 'CPU µs/req', 'load before'],
    rows,
  );
  const ratioRows = (Object.entries(result.ratios) as [TargetKind, RatioReport][]).map(([kind, r]) => [
    kind,
    r.of,
    r.rounds.map((x) => `${(x.ratio * 100).toFixed(1)} %`).join(', '),
    `${(r.ratio * 100).toFixed(1)} %`,
    `≥ ${(r.goal * 100).toFixed(0)} %`,
    r.pass ? 'PASS' : 'BELOW',
    r.cpuRatio === null ? '–' : `${(r.cpuRatio * 100).toFixed(1)} %`,
  ]);
  const pageVsBare = result.windows
    .filter((w) => w.server === 'ours' && w.target === 'signedInPage')
    .map((w) => {
      const bare = result.windows.find(
        (b) => b.server === 'bare' && b.target === 'signedInPage' && b.round === w.round,
      );
      return bare && bare.reqPerSec > 0 ? `${((w.reqPerSec / bare.reqPerSec) * 100).toFixed(1)} %` : '–';
    });
  if (pageVsBare.length > 0)
    ratioRows.push(['signedInPage', 'ours ÷ bare /dashboard (no goal)', pageVsBare.join(', '), '', '', '', '']);
  for (const [kind, p99] of Object.entries(result.p99) as [
    TargetKind,
    { rounds: number[]; goalMs: number; pass: boolean },
  ][]) {
    const rounds = p99.rounds.map((ms) => `${ms} ms`).join(', ');
    ratioRows.push([
      `${kind} p99`,
      `our ${TARGETS[kind].path} p99 at 50 connections`,
      rounds,
      '',
      `≤ ${p99.goalMs} ms`,
      p99.pass ? 'PASS' : 'BELOW',
      '',
    ]);
  }
  const p99 = result.pageP99;
  if (p99) {
    ratioRows.push([
      'signedInPage p99',
      'our /dashboard p99 at 50 connections',
      p99.rounds.map((ms) => `${ms} ms`).join(', '),
      '',
      `< ${p99.goalMs} ms`,
      p99.pass ? 'PASS' : 'BELOW',
      '',
    ]);
  }
  const ratios = formatTable(['ratio', 'of', 'req/s per round', 'median', 'goal', '', 'by CPU/req'], ratioRows);
  return `${windows}\n\n${ratios}`;
}
