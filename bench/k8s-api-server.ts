// The simulated Kubernetes API alone, for bench/k8s-api.ts: a node:http server with TLS on the
// same port (as the console serves it) and one 50-node cluster. Prints its URL once listening.
// Env: K8S_BENCH_TLS_DIR (CA and certificate, shared with the harness), K8S_BENCH_TOKEN, PORT.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogSeed } from '../src/shared/catalog-seed.ts';
import { isRootHealthPath, parseKubernetesApiUrl } from '../src/server/k8s/api-routes.ts';
import { loadOrCreateEndpointTls } from '../src/server/k8s/api-tls.store.ts';
import { handleKubernetesApi } from '../src/server/k8s/k8s-api.handler.ts';
import { simulatedClusterFromSpec } from '../src/server/k8s/simulated-cluster.mapper.ts';
import { acceptTlsOnSamePort } from '../src/server/k8s/tls-on-same-port.ts';

/** The benchmark cluster: 50 nodes in two pools, with five add-ons. */
export const BENCH_CLUSTER_ID = 'cl_bench50';
const cluster = simulatedClusterFromSpec(
  {
    id: BENCH_CLUSTER_ID,
    status: 'running',
    createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString(),
    name: 'bench',
    tierId: 'enterprise',
    providerId: 'sovereign',
    regionId: 'fr-par-1',
    kubernetesVersion: '1.37',
    haControlPlane: true,
    nodePools: [
      { name: 'general', nodeSizeId: 'gp-4-16', count: 40 },
      { name: 'memory', nodeSizeId: 'mem-8-64', count: 10 },
    ],
    addonIds: ['monitoring', 'logging', 'cert-manager', 'traefik', 'kyverno'],
  },
  catalogSeed,
);

async function main(): Promise<void> {
  const dir = process.env.K8S_BENCH_TLS_DIR;
  const token = process.env.K8S_BENCH_TOKEN;
  if (!dir || !token) throw new Error('K8S_BENCH_TLS_DIR and K8S_BENCH_TOKEN are needed');
  const tls = await loadOrCreateEndpointTls(dir, ['localhost', '127.0.0.1']);
  const server = createServer({ keepAliveTimeout: 65_000 }, (request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    const target =
      parseKubernetesApiUrl(request.url ?? '/') ??
      (isRootHealthPath(path) ? { clusterId: undefined, subPath: path } : undefined);
    if (!target) return void response.writeHead(404).end();
    void handleKubernetesApi(request, response, {
      ...target,
      clusterOfToken: (presented) => (presented === token ? BENCH_CLUSTER_ID : undefined),
      // A credential store answers from an indexed lookup; an equality here stands in for it.
      authenticate: (clusterId, presented) =>
        presented === token
          ? clusterId === BENCH_CLUSTER_ID
            ? { outcome: 'allowed', userName: 'bench' }
            : { outcome: 'other-cluster' }
          : { outcome: 'unauthenticated' },
      findCluster: (id) => (id === BENCH_CLUSTER_ID ? cluster : undefined),
    });
  });
  acceptTlsOnSamePort(server, { key: tls.server.privateKeyPem, cert: tls.server.certificatePem });
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    console.info(`Kubernetes API listening on https://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1]?.endsWith('k8s-api-server.ts')) await main();
