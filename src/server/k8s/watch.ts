import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest } from './api-status.ts';
import type { ResourceTarget } from './api-routes.ts';
import { listObjects, listVersion, type ClusterView } from './cluster-objects.ts';
import type { KubeObject } from './kube-objects.ts';
import { queryFlag, type ResourceFormat } from './media-types.ts';
import { renderList, selection, withoutSecretData } from './resource-reads.ts';
import { resourceKey } from './resources.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

// ?watch=true: a stream of ADDED / MODIFIED / DELETED events, one JSON object a line, as the
// apiserver sends them. The stream wakes when the console commits a change to the cluster (the
// bus tells every instance) and when the clock changes something (a lease renewed, a job run);
// each time it compares what the client has seen with what is there now and sends the difference.

type Seen = Map<string, { object: KubeObject; json: string }>;
type WatchEvent = { type: 'ADDED' | 'MODIFIED' | 'DELETED' | 'BOOKMARK' | 'ERROR'; object: unknown };

export type WatchContext = {
  target: ResourceTarget;
  query: URLSearchParams;
  format: ResourceFormat;
  /** The cluster as it is now; undefined once it is gone. */
  load: () => Promise<ClusterView | undefined>;
  /** Calls `listener` whenever the console commits a change to this cluster; returns the unsubscribe. */
  subscribe?: (listener: () => void) => () => void;
  /** False once the credential was revoked or expired: the stream ends. */
  stillAllowed: () => Promise<boolean>;
  /** A list this instance answered at a given resourceVersion, to resume from exactly. */
  listedAt: (resourceVersion: number) => ClusterView | undefined;
  /** The clock the views are taken at (ms). */
  now: () => number;
};

const DEFAULT_TIMEOUT_SECONDS = 1800;
const RECHECK_MS = MS_PER_MINUTE; // a safety net for a missed wake-up, and the bookmark period

const keyOf = (object: KubeObject) => `${object.metadata.namespace ?? ''}/${object.metadata.name}`;

function selected(view: ClusterView, context: WatchContext): KubeObject[] {
  const matches = selection(context.target, context.query);
  const name = context.target.name;
  return listObjects(view, resourceKey(context.target.type)).items.filter(
    (object) => matches(object) && (name === undefined || object.metadata.name === name),
  );
}

function remember(objects: readonly KubeObject[], previous?: Seen): Seen {
  const seen: Seen = new Map();
  for (const object of objects) {
    const before = previous?.get(keyOf(object));
    seen.set(keyOf(object), { object, json: before?.object === object ? before.json : JSON.stringify(object) });
  }
  return seen;
}

/** What the client must be told to get from `before` to `after`. */
function difference(
  before: Seen,
  after: Seen,
  deletedVersion: string,
): { type: WatchEvent['type']; object: KubeObject }[] {
  const events: { type: WatchEvent['type']; object: KubeObject }[] = [];
  for (const [key, { object }] of before) {
    if (!after.has(key))
      events.push({
        type: 'DELETED',
        object: { ...object, metadata: { ...object.metadata, resourceVersion: deletedVersion } },
      });
  }
  for (const [key, { object, json }] of after) {
    const earlier = before.get(key);
    if (!earlier) events.push({ type: 'ADDED', object });
    else if (earlier.json !== json) events.push({ type: 'MODIFIED', object });
  }
  return events;
}

/** Where the client's view starts: nothing (it gets every object), or what it listed at a version. */
function baseline(view: ClusterView, context: WatchContext): Seen | 'expired' {
  const version = context.query.get('resourceVersion') ?? '';
  if (version === '' || version === '0' || queryFlag(context.query, 'sendInitialEvents')) return new Map();
  if (!/^\d+$/.test(version))
    throw badRequest(
      `resourceVersion: Invalid value: "${version}": strconv.ParseUint: parsing "${version}": invalid syntax`,
    );
  const at = Number(version);
  const listed = context.listedAt(at);
  if (listed) return remember(selected(listed, context));
  if (at >= listVersion(view)) return remember(selected(view, context));
  // The state has not changed since: only the clock has, and the clock can be wound back.
  if (at >= view.state.revisionMs) {
    const then: ClusterView = {
      state: view.state,
      nowMs: at,
      events: view.events?.filter((event) => (Date.parse(event.at) || 0) <= at),
    };
    return remember(selected(then, context));
  }
  return 'expired';
}

/** Streams a watch until it times out, the client leaves, the cluster goes or the credential ends. */
export async function serveWatch(
  request: IncomingMessage,
  response: ServerResponse,
  view: ClusterView,
  context: WatchContext,
): Promise<void> {
  const { target, format, query } = context;
  const start = baseline(view, context);
  response.writeHead(200, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache, private',
    'Transfer-Encoding': 'chunked',
  });
  response.flushHeaders();
  if (start === 'expired') {
    const message = `too old resource version: ${query.get('resourceVersion')} (${view.state.revisionMs})`;
    response.end(
      `${JSON.stringify({ type: 'ERROR', object: { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason: 'Expired', code: 410 } })}\n`,
    );
    return;
  }
  let seen: Seen = start;
  let first = true;
  const bookmarks = queryFlag(query, 'allowWatchBookmarks');
  const encode = (type: WatchEvent['type'], object: KubeObject, current: ClusterView): string => {
    if (!format.table) return JSON.stringify({ type, object: withoutSecretData(object) });
    const table = renderList(target.type, [object], {
      view: current,
      format,
      query,
      listMeta: { resourceVersion: object.metadata.resourceVersion },
      noHeaders: !first,
    });
    first = false;
    return JSON.stringify({ type, object: table });
  };
  const bookmark = (current: ClusterView, annotations?: Record<string, string>) =>
    JSON.stringify({
      type: 'BOOKMARK',
      object: {
        kind: target.type.kind,
        apiVersion: target.type.group ? `${target.type.group}/${target.type.version}` : target.type.version,
        metadata: { resourceVersion: String(listVersion(current)), ...(annotations ? { annotations } : {}) },
      },
    });
  const send = (current: ClusterView) => {
    const now = remember(selected(current, context), seen);
    const events = difference(seen, now, String(listVersion(current)));
    seen = now;
    if (events.length > 0)
      response.write(`${events.map((event) => encode(event.type, event.object, current)).join('\n')}\n`);
    return listObjects(current, resourceKey(target.type)).nextChangeMs;
  };

  let nextChange = send(view);
  if (bookmarks && queryFlag(query, 'sendInitialEvents'))
    response.write(`${bookmark(view, { 'k8s.io/initial-events-end': 'true' })}\n`);

  const timeoutSeconds = Number(query.get('timeoutSeconds') ?? DEFAULT_TIMEOUT_SECONDS);
  const { now } = context;
  const endsAt =
    now() + (Number.isFinite(timeoutSeconds) && timeoutSeconds > 0 ? timeoutSeconds : DEFAULT_TIMEOUT_SECONDS) * 1000;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running = false;
  let again = false;
  let unsubscribe: (() => void) | undefined;
  const finish = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    unsubscribe?.();
    if (!response.writableEnded) response.end();
  };
  const schedule = () => {
    clearTimeout(timer);
    if (closed) return;
    const wait = Math.max(0, Math.min(nextChange - now() + 5, RECHECK_MS, endsAt - now()));
    timer = setTimeout(() => void wake(), wait);
  };
  const wake = async (): Promise<void> => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      if (now() >= endsAt) return finish();
      const [allowed, current] = await Promise.all([context.stillAllowed(), context.load()]);
      if (!allowed || !current) return finish();
      nextChange = send(current);
      if (bookmarks) response.write(`${bookmark(current)}\n`);
    } catch (error) {
      console.error('Kubernetes API watch:', error);
      return finish();
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      return wake();
    }
    schedule();
  };
  request.once('close', finish);
  response.once('close', finish);
  unsubscribe = context.subscribe?.(() => void wake());
  schedule();
}
