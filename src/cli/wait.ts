import { call, type Api } from './api.ts';
import { CliError, EXIT } from './exit-codes.ts';

type Cluster = {
  id: string;
  name: string;
  status: string;
  phase?: string | null;
  progress: number;
  failure?: { reason: string } | null;
};

/** Seconds between two looks at the cluster (SOVEREIGN_POLL_SECONDS, default 2). */
const pollMs = () => Math.max(100, Number(process.env.SOVEREIGN_POLL_SECONDS ?? 2) * 1000);

/**
 * Writes progress to stderr (stdout stays the command's result): one line rewritten in place on
 * a terminal, a new line per change in a CI log.
 */
export function progressLine(): { show(text: string): void; end(): void } {
  const tty = process.stderr.isTTY;
  let last = '';
  return {
    show(text) {
      if (text === last) return;
      last = text;
      process.stderr.write(tty ? `\r\x1b[K${text}` : `${text}\n`);
    },
    end() {
      if (tty && last) process.stderr.write('\n');
    },
  };
}

const describe = (c: Cluster) => `${c.name}: ${c.status}${c.phase ? `, ${c.phase}` : ''} ${c.progress}%`;

/** Polls a cluster until it is `target` (running, or deleted); a failure or the timeout ends with exit code 8. */
export async function waitForCluster(
  api: Api,
  id: string,
  target: 'running' | 'deleted',
  timeoutMs: number,
): Promise<Cluster> {
  const deadline = Date.now() + timeoutMs;
  const progress = progressLine();
  try {
    for (;;) {
      const answer = await api.GET('/api/clusters/{id}', { params: { path: { id } } });
      if (target === 'deleted' && answer.response.status === 404)
        return { id, name: id, status: 'deleted', progress: 100 };
      const cluster: Cluster = await call(Promise.resolve(answer));
      progress.show(describe(cluster));
      if (cluster.status === target) return cluster;
      if (target === 'running' && (cluster.status === 'deleting' || cluster.status === 'deleted')) {
        throw new CliError(
          `Cluster ${cluster.name} is ${cluster.status}: it will not be running.`,
          EXIT.clusterFailed,
          { code: 'cluster_deleting' },
        );
      }
      if (cluster.status === 'failed')
        throw new CliError(
          `Cluster ${cluster.name} failed: ${cluster.failure?.reason ?? 'see its page in the console'}.`,
          EXIT.clusterFailed,
          { code: 'cluster_failed' },
        );
      if (Date.now() >= deadline)
        throw new CliError(
          `Gave up waiting for ${cluster.name} to be ${target} (${describe(cluster)}).`,
          EXIT.clusterFailed,
          { code: 'wait_timeout' },
        );
      await new Promise((resolve) => setTimeout(resolve, pollMs()));
    }
  } finally {
    progress.end();
  }
}

/** Parses a duration such as `30m`, `8h`, `2d` into milliseconds. */
export function parseDuration(value: string): number {
  const match = /^(\d+)(s|m|h|d)$/.exec(value.trim());
  if (!match)
    throw new CliError(`${value} is not a duration: use e.g. 90s, 30m, 8h or 7d.`, EXIT.usage, {
      code: 'bad_duration',
    });
  return Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's'];
}
