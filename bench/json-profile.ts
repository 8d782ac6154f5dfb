// Where the CPU of one JSON request goes: our server under `node --cpu-prof`, loaded by
// autocannon in its own process (bench/load.ts) on one path, then the profile's functions by
// self time. Usage: node bench/json-profile.ts [/api/version/summary|/api/user] [seconds]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable } from './page-weight.ts';
import { startBenchServer } from './spawn-server.ts';
import { runLoad } from './throughput.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** One function of the profile: where it is and its share of all samples (self time). */
export type ProfileEntry = { name: string; where: string; share: number };

/**
 * Functions by self time over the samples taken in the last `windowMicros` before `endMicros`
 * before the profile's end (the load window, not the start-up), idle and GC frames included.
 */
export function topEntries(
  profile: CpuProfile,
  count: number,
  window: { lengthMicros: number; beforeEndMicros: number },
): ProfileEntry[] {
  const to = profile.endTime - window.beforeEndMicros;
  const from = to - window.lengthMicros;
  const hits = new Map<number, number>();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    if (time < from || time > to) return;
    hits.set(id, (hits.get(id) ?? 0) + 1);
    total += 1;
  });
  const byFunction = new Map<string, ProfileEntry>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.startsWith('file://') ? relative(ROOT, fileURLToPath(url)) : url;
    const where = file ? `${file.replace(/^node_modules\//, '')}:${lineNumber + 1}` : '';
    const name = functionName || '(anonymous)';
    const key = `${name} ${where}`;
    const entry = byFunction.get(key) ?? { name, where, share: 0 };
    entry.share += (hits.get(node.id) ?? 0) / Math.max(1, total);
    byFunction.set(key, entry);
  }
  return [...byFunction.values()].sort((a, b) => b.share - a.share).slice(0, count);
}

/** The same self time summed by file (a module of ours, a package, Node's internals, native code). */
export function byFile(entries: ProfileEntry[]): ProfileEntry[] {
  const files = new Map<string, ProfileEntry>();
  for (const entry of entries) {
    const file = entry.where.replace(/:\d+$/, '') || (entry.name.startsWith('(') ? entry.name : '(native)');
    const key = file.startsWith('node:')
      ? 'node: internals'
      : file.replace(/^([^/]+)\/.*$/, (whole, first: string) => (first === 'src' || first === 'bench' ? whole : first));
    const total = files.get(key) ?? { name: key, where: '', share: 0 };
    total.share += entry.share;
    files.set(key, total);
  }
  return [...files.values()].sort((a, b) => b.share - a.share);
}

/** Profiles our server while `path` is loaded for `seconds` at 50 connections; returns its top entries. */
export async function profileJson(path: string, seconds: number, count = 25): Promise<ProfileEntry[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const server = await startBenchServer({ DATA_DIR: join(dir, 'data'), APP_ENV: 'production' }, [
    '--cpu-prof',
    '--cpu-prof-dir',
    join(dir, 'profile'),
  ]);
  try {
    const headers: Record<string, string> = {};
    if (path === '/api/user') {
      const id = Date.now().toString(36);
      const response = await fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({
          username: `prof${id}`,
          email: `prof${id}@example.eu`,
          password: 'Bench-Passphrase-2026!',
          name: 'Profile',
          companyName: `Profile ${id} SAS`,
        }),
      });
      headers.cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    }
    await runLoad({ url: server.url + path, connections: 50, warmupSeconds: 1, durationSeconds: seconds, headers });
    // The profile ends when the process does: the stop's length places the load window in it.
    const stopping = performance.now();
    await server.stop();
    const beforeEndMicros = (performance.now() - stopping) * 1000;
    const [file] = readdirSync(join(dir, 'profile'));
    if (!file) throw new Error('the server wrote no profile');
    const profile = JSON.parse(readFileSync(join(dir, 'profile', file), 'utf8')) as CpuProfile;
    return topEntries(profile, count, { lengthMicros: seconds * 1_000_000, beforeEndMicros });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2] ?? '/api/version/summary';
  const count = Number(process.argv[4]) || 30;
  const entries = await profileJson(path, Number(process.argv[3]) || 8, Number.MAX_SAFE_INTEGER);
  console.info(`${path}: top functions by self time in the load window (share of its samples, idle included)`);
  console.info(
    formatTable(
      ['share', 'function', 'where'],
      entries.slice(0, count).map((e) => [`${(e.share * 100).toFixed(1)} %`, e.name, e.where]),
    ),
  );
  console.info('\nThe same by file (node: internals together, packages by name):');
  console.info(
    formatTable(
      ['share', 'file'],
      byFile(entries)
        .slice(0, count)
        .map((e) => [`${(e.share * 100).toFixed(1)} %`, e.name]),
    ),
  );
}
