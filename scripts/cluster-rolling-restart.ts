// `npm run cluster:rolling-restart`: restarts each instance of `npm run start:cluster` in turn,
// never more than one away. For each: wait until every other instance is up in HAProxy, send it
// SIGTERM (it reports not ready, finishes what is in flight, hands its jobs back and tells its
// sockets to reconnect), wait for start:cluster to start it again and HAProxy to see it up.
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';

type ClusterState = { instances: { name: string; port: number; pid: number }[] };

const dataDir = resolve(process.env.DATA_DIR ?? './data-cluster');
const TIMEOUT_MS = Number(process.env.ROLLING_RESTART_TIMEOUT_MS ?? 120_000);

const readState = (): ClusterState => JSON.parse(readFileSync(join(dataDir, 'cluster.json'), 'utf8')) as ClusterState;

/** The status HAProxy gives each server of the `instances` backend (UP, DOWN, …). */
function serverStatuses(): Promise<Map<string, string>> {
  return new Promise((resolveStatuses, reject) => {
    const socket = createConnection(join(dataDir, 'haproxy.sock'));
    let text = '';
    socket.on('connect', () => socket.write('show stat\n'));
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header = '', ...rows] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const at = (name: string) => columns.indexOf(name);
      const statuses = new Map<string, string>();
      for (const row of rows.map((line) => line.split(','))) {
        if (row[at('pxname')] === 'instances' && !['FRONTEND', 'BACKEND'].includes(row[at('svname')] ?? '')) {
          statuses.set(row[at('svname')] ?? '', row[at('status')] ?? '');
        }
      }
      resolveStatuses(statuses);
    });
  });
}

async function waitUntil(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}.`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

/** Every instance but `except` is UP; false while HAProxy's socket does not answer (it restarts). */
const allUp = async (except?: string) => {
  const statuses = await serverStatuses().catch((error: Error) => {
    console.info(`HAProxy's stats socket does not answer yet (${error.message}).`);
    return undefined;
  });
  return statuses !== undefined && [...statuses].every(([name, status]) => name === except || status === 'UP');
};

try {
  const { instances } = readState();
  for (const { name } of instances) {
    await waitUntil(`every instance but ${name} up in HAProxy`, () => allUp(name));
    const before = readState().instances.find((instance) => instance.name === name);
    if (!before) throw new Error(`${name} is no longer in cluster.json.`);
    const started = Date.now();
    console.info(`Restarting ${name} (pid ${before.pid})…`);
    process.kill(before.pid, 'SIGTERM');
    await waitUntil(
      `${name} started again`,
      () => (readState().instances.find((instance) => instance.name === name)?.pid ?? before.pid) !== before.pid,
    );
    await waitUntil(`${name} up in HAProxy`, () => allUp());
    console.info(
      `${name} is back (pid ${readState().instances.find((instance) => instance.name === name)?.pid}) after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  console.info('Rolling restart done: every instance was restarted, one at a time.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
