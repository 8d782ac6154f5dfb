// The simulated Kubernetes API behind a bare node:http server, with its stores reduced to tables
// a test fills: clusters, console events, credentials. `changed(id)` is what the console's bus
// tells watches when it commits a change to a cluster.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRootHealthPath, parseKubernetesApiUrl } from '../../src/server/k8s/api-routes.ts';
import type { ConsoleEvent } from '../../src/server/k8s/event.generator.ts';
import { handleKubernetesApi, type KubernetesApiAuthentication } from '../../src/server/k8s/k8s-api.handler.ts';
import type { SimulatedCluster } from '../../src/server/k8s/simulated-cluster.ts';

export type Credential = { clusterId: string; revoked?: boolean; userName?: string };

export type KubernetesApiHarness = {
  /** http://127.0.0.1:port (the API is below /k8s/{clusterId}). */
  origin: string;
  clusters: Map<string, SimulatedCluster>;
  events: Map<string, ConsoleEvent[]>;
  credentials: Map<string, Credential>;
  failures: unknown[];
  /** Wakes the watches of a cluster, as the console's bus does after a commit. */
  changed(clusterId: string): void;
  close(): Promise<void>;
};

/** Starts the API on a free port; `now` fixes the clock the objects' ages and the leases read. */
export async function startKubernetesApi(options: {
  clusters: SimulatedCluster[];
  credentials: Record<string, Credential>;
  now?: () => Date;
  caCertificate?: string;
  handle?: (server: Server) => void;
}): Promise<KubernetesApiHarness> {
  const clusters = new Map(options.clusters.map((cluster) => [cluster.id, cluster]));
  const events = new Map<string, ConsoleEvent[]>();
  const credentials = new Map(Object.entries(options.credentials));
  const listeners = new Map<string, Set<() => void>>();
  const failures: unknown[] = [];
  const authenticate = (clusterId: string, token: string): KubernetesApiAuthentication => {
    const credential = credentials.get(token);
    if (!credential || credential.revoked) return { outcome: 'unauthenticated' };
    return credential.clusterId === clusterId || clusterId === 'cl_broken'
      ? { outcome: 'allowed', userName: credential.userName ?? 'alice@example.eu' }
      : { outcome: 'other-cluster' };
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    const target =
      parseKubernetesApiUrl(request.url ?? '/') ??
      (isRootHealthPath(path) ? { clusterId: undefined, subPath: path } : undefined);
    if (!target) return void response.writeHead(404).end();
    void handleKubernetesApi(request, response, {
      ...target,
      authenticate,
      clusterOfToken: (token) => credentials.get(token)?.clusterId,
      findCluster: (id) => (id === 'cl_broken' ? Promise.reject(new Error('store down')) : clusters.get(id)),
      findEvents: (id) => events.get(id) ?? [],
      subscribe: (id, listener) => {
        const set = listeners.get(id) ?? new Set();
        listeners.set(id, set.add(listener));
        return () => set.delete(listener);
      },
      caCertificate: options.caCertificate,
      now: options.now,
      onError: (error) => failures.push(error),
    });
  });
  options.handle?.(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clusters,
    events,
    credentials,
    failures,
    changed: (clusterId) => listeners.get(clusterId)?.forEach((listener) => listener()),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// body is any: the answers have many shapes, and the tests read them as a client would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by expect(), not by types
export type Answer = { status: number; contentType: string | null; body: any; text: string };

/** One request, as a client sends it. */
export async function call(
  url: string,
  options: { token?: string; accept?: string; method?: string; body?: string | Uint8Array; contentType?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType) headers['content-type'] = options.contentType;
  const body =
    typeof options.body === 'string' || options.body === undefined ? options.body : new Uint8Array(options.body);
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain text (logs, health checks)
  }
  return { status: response.status, contentType: response.headers.get('content-type'), body: parsed, text };
}
