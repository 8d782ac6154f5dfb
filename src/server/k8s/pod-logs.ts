import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, objectNotFound } from './api-status.ts';
import { listObjects, type ClusterView } from './cluster-objects.ts';
import { logLines, nextLineAt, type LogLine } from './container-logs.ts';
import type { KubePod } from './kube-objects.ts';
import { queryFlag } from './media-types.ts';
import { stableIndex } from './object-identity.ts';
import { MS_PER_DAY } from '../../shared/time.ts';

// GET …/pods/{name}/log: what `kubectl logs` (and `logs -f`) reads, with the kubelet's options:
// container, tailLines, sinceSeconds, sinceTime, timestamps, limitBytes, previous, follow.

type LogOptions = {
  container: string;
  tailLines?: number;
  sinceMs?: number;
  timestamps: boolean;
  limitBytes?: number;
  follow: boolean;
};

const nonNegative = (value: string | null, name: string): number | undefined => {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) throw badRequest(`${name}: Invalid value: "${value}": must be greater than or equal to 0`);
  return Number(value);
};

function options(pod: KubePod, query: URLSearchParams, nowMs: number): LogOptions {
  const names = pod.spec.containers.map((container) => container.name);
  const asked = query.get('container');
  const container = asked ?? (names.length === 1 ? names[0] : undefined);
  if (container === undefined)
    throw badRequest(
      `a container name must be specified for pod ${pod.metadata.name}, choose one of: [${names.join(' ')}]`,
    );
  if (!names.includes(container)) throw badRequest(`container ${container} is not valid for pod ${pod.metadata.name}`);
  if (queryFlag(query, 'previous'))
    throw badRequest(`previous terminated container "${container}" in pod "${pod.metadata.name}" not found`);
  const state = pod.status.containerStatuses.find((status) => status.name === container)?.state;
  if (!state || 'waiting' in state) {
    const reason = state && 'waiting' in state ? state.waiting.reason : 'ContainerCreating';
    throw badRequest(`container "${container}" in pod "${pod.metadata.name}" is waiting to start: ${reason}`);
  }
  const sinceSeconds = nonNegative(query.get('sinceSeconds'), 'sinceSeconds');
  const sinceTime = query.get('sinceTime');
  const sinceMs =
    sinceSeconds !== undefined ? nowMs - sinceSeconds * 1000 : sinceTime ? Date.parse(sinceTime) : undefined;
  if (sinceMs !== undefined && Number.isNaN(sinceMs)) throw badRequest(`sinceTime: Invalid value: "${sinceTime}"`);
  return {
    container,
    tailLines: nonNegative(query.get('tailLines'), 'tailLines'),
    sinceMs,
    timestamps: queryFlag(query, 'timestamps'),
    limitBytes: nonNegative(query.get('limitBytes'), 'limitBytes'),
    follow: queryFlag(query, 'follow'),
  };
}

/** The kubelet's timestamp of a line (RFC 3339 with nanoseconds; below the millisecond, fixed per line). */
const stamp = (line: LogLine) =>
  new Date(line.ms).toISOString().replace(/Z$/, `${String(stableIndex(line.text, 1_000_000)).padStart(6, '0')}Z`);

const formatLines = (lines: LogLine[], timestamps: boolean) =>
  lines.map((line) => `${timestamps ? `${stamp(line)} ` : ''}${line.text}\n`).join('');

/** Answers a log request; with follow, keeps writing each new line when it is due, until the client leaves. */
export function servePodLog(
  request: IncomingMessage,
  response: ServerResponse,
  view: ClusterView,
  target: { namespace?: string; name?: string },
  query: URLSearchParams,
  now: () => number,
): void {
  const pod = listObjects(view, 'pods').items.find(
    (object) => object.metadata.name === target.name && object.metadata.namespace === target.namespace,
  ) as KubePod | undefined;
  if (!pod) throw objectNotFound('pods', target.name ?? '');
  const chosen = options(pod, query, view.nowMs);
  let lines = logLines(pod, chosen.container, view.nowMs, chosen.sinceMs);
  if (chosen.tailLines !== undefined) lines = chosen.tailLines === 0 ? [] : lines.slice(-chosen.tailLines);
  let text = formatLines(lines, chosen.timestamps);
  if (chosen.limitBytes !== undefined) text = Buffer.from(text).subarray(0, chosen.limitBytes).toString();
  if (!chosen.follow) {
    response.writeHead(200, {
      'Content-Type': 'text/plain',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-cache, private',
    });
    response.end(text);
    return;
  }
  response.writeHead(200, {
    'Content-Type': 'text/plain',
    'Cache-Control': 'no-cache, private',
    'Transfer-Encoding': 'chunked',
  });
  response.write(text);
  let lastMs = view.nowMs;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(timer);
    if (!response.writableEnded) response.end();
  };
  const next = () => {
    const due = nextLineAt(pod, chosen.container, lastMs);
    if (due === undefined) return stop();
    // Timers are capped at about 24.8 days; wake at least daily and look again.
    timer = setTimeout(
      () => {
        const at = now();
        const fresh = logLines(pod, chosen.container, at, lastMs + 1);
        lastMs = Math.max(lastMs, at);
        if (fresh.length > 0) response.write(formatLines(fresh, chosen.timestamps));
        next();
      },
      Math.min(Math.max(0, due - now()), MS_PER_DAY),
    );
  };
  request.once('close', stop);
  response.once('close', stop);
  next();
}
