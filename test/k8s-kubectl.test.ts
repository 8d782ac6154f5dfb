// The simulated Kubernetes API against the real kubectl, every build the machine has (see
// test/support/kubectl-builds.ts): a bare node:http server mounts the handler at /k8s with TLS on
// the same port, as the console does, and kubectl runs with a kubeconfig from buildKubeconfig.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kubeconfigServer } from '../src/server/k8s/api-endpoint.ts';
import { parseKubernetesApiUrl } from '../src/server/k8s/api-routes.ts';
import { endpointHostnames } from '../src/server/k8s/api-tls.ts';
import { loadOrCreateEndpointTls, type EndpointTls } from '../src/server/k8s/api-tls.store.ts';
import { clusterState } from '../src/server/k8s/cluster-objects.ts';
import { handleKubernetesApi, type KubernetesApiAuthentication } from '../src/server/k8s/k8s-api.handler.ts';
import { buildKubeconfig } from '../src/server/k8s/kubeconfig.builder.ts';
import { acceptTlsOnSamePort } from '../src/server/k8s/tls-on-same-port.ts';
import { kubectlBuilds, type KubectlBuild } from './support/kubectl-builds.ts';
import { productionCluster, stagingCluster } from './support/simulated-clusters.ts';

// KUBECTL runs the suite with another client build (e.g. an older or newer release).
const { builds } = kubectlBuilds();
const prod = productionCluster();
const staging = stagingCluster();

// The credential store's part, reduced to a table: token → cluster, revocable.
const PROD_TOKEN = 'kc_7mQ2vX9pLr4sT8wZ1yB6nD3fH5jK0cE';
const credentials = new Map([[PROD_TOKEN, { clusterId: prod.id, revoked: false }]]);
const presented: (string | undefined)[] = [];

function authenticate(clusterId: string, token: string): KubernetesApiAuthentication {
  const credential = credentials.get(token);
  if (!credential || credential.revoked) return { outcome: 'unauthenticated' };
  return credential.clusterId === clusterId
    ? { outcome: 'allowed', userName: 'alice@example.eu' }
    : { outcome: 'other-cluster' };
}

let server: Server;
let port: number;
let dir: string;
let tls: EndpointTls;
let written = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'k8s-kubectl-'));
  tls = await loadOrCreateEndpointTls(join(dir, 'k8s-api-tls'), endpointHostnames('http://localhost'));
  server = createServer((request, response) => {
    presented.push(request.headers.authorization);
    const target = parseKubernetesApiUrl(request.url ?? '/');
    if (!target) return void response.writeHead(404).end();
    void handleKubernetesApi(request, response, {
      ...target,
      authenticate,
      findCluster: (id) => [prod, staging].find((cluster) => cluster.id === id),
    });
  });
  acceptTlsOnSamePort(server, { key: tls.server.privateKeyPem, cert: tls.server.certificatePem });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await rm(dir, { recursive: true, force: true });
});

/** Writes a kubeconfig for `clusterId` the way the console hands it out. */
async function kubeconfigFor(
  clusterId: string,
  clusterName: string,
  token: string,
  options: { plainHttp?: boolean } = {},
): Promise<string> {
  const origin = `http://localhost:${port}`;
  const file = join(dir, `kubeconfig-${++written}.yaml`);
  const yaml = options.plainHttp
    ? buildKubeconfig({ clusterName, server: `${origin}/k8s/${clusterId}`, token, userName: 'alice' })
    : buildKubeconfig({
        clusterName,
        server: kubeconfigServer(origin, clusterId),
        token,
        userName: 'alice',
        certificateAuthority: tls.ca.certificatePem,
      });
  await writeFile(file, yaml, { mode: 0o600 });
  return file;
}

type Run = { code: number; stdout: string; stderr: string };
function runWith(build: KubectlBuild, kubeconfig: string, args: string[]): Promise<Run> {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, KUBECONFIG: kubeconfig };
  return new Promise((resolve) => {
    execFile(
      build.path,
      [`--cache-dir=${join(dir, `cache-${build.minor}`)}`, ...args],
      { env, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

const rows = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s{2,}/));

describe.each(builds.map((build) => [build.version, build] as const))(
  'kubectl %s against a simulated cluster',
  (_version, build) => {
    const run = (kubeconfig: string, args: string[]) => runWith(build, kubeconfig, args);
    let kubeconfig: string;
    beforeAll(async () => {
      presented.splice(0); // what this build sends
      kubeconfig = await kubeconfigFor(prod.id, prod.name, PROD_TOKEN);
    });

    it('prints the server version', async () => {
      const { code, stdout } = await run(kubeconfig, ['version']);
      expect(code).toBe(0);
      // Newer clients print "Server Version: v1.37.3", older ones the whole version.Info.
      expect(stdout).toMatch(/Server Version: .*v1\.37\.3/);
    });

    it("lists the pools' nodes, Ready, on the patch version", async () => {
      const { code, stdout } = await run(kubeconfig, ['get', 'nodes']);
      expect(code).toBe(0);
      const [header, ...nodes] = rows(stdout);
      expect(header).toEqual(['NAME', 'STATUS', 'ROLES', 'AGE', 'VERSION']);
      expect(nodes.map((cells) => [cells[0], cells[1], cells[2], cells[4]])).toEqual(
        [
          'prod-eu-general-0',
          'prod-eu-general-1',
          'prod-eu-general-2',
          'prod-eu-gpu-0',
          'prod-eu-memory-0',
          'prod-eu-memory-1',
        ].map((name) => [name, 'Ready', '<none>', 'v1.37.3']),
      );
    });

    it('lists the system namespaces and those of the add-ons', async () => {
      const { code, stdout } = await run(kubeconfig, ['get', 'namespaces']);
      expect(code).toBe(0);
      const [header, ...namespaces] = rows(stdout);
      expect(header).toEqual(['NAME', 'STATUS', 'AGE']);
      expect(namespaces.map((cells) => `${cells[0]} ${cells[1]}`)).toEqual([
        'cert-manager Active',
        'default Active',
        'gpu-operator Active',
        'kube-node-lease Active',
        'kube-public Active',
        'kube-system Active',
        'monitoring Active',
        'traefik Active',
      ]);
    });

    it("lists every pod of every namespace, the add-ons' included, all Running", async () => {
      const { code, stdout } = await run(kubeconfig, ['get', 'pods', '-A']);
      expect(code).toBe(0);
      const [header, ...pods] = rows(stdout);
      expect(header).toEqual(['NAMESPACE', 'NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE']);
      expect(pods).toHaveLength(clusterState(prod).objects.get('pods')?.length ?? -1);
      expect(pods.every((cells) => cells[3] === 'Running' && /^(\d+)\/\1$/.test(cells[2] ?? ''))).toBe(true);
      expect(pods.map((cells) => `${cells[0]} ${cells[1]} ${cells[2]}`)).toEqual(
        expect.arrayContaining(['monitoring prometheus-0 2/2', 'monitoring alertmanager-0 2/2']),
      );
      // Deployments' pods are <name>-<template hash>-<suffix>, daemons' <name>-<suffix>.
      const count = (namespace: string, name: string, deployment = false) =>
        pods.filter(
          (cells) =>
            cells[0] === namespace &&
            new RegExp(`^${name}-${deployment ? '\\w{10}-' : ''}\\w{5}$`).test(cells[1] ?? ''),
        ).length;
      expect([
        count('kube-system', 'coredns', true),
        count('kube-system', 'kube-proxy'),
        count('kube-system', 'cilium'),
        count('traefik', 'traefik', true),
      ]).toEqual([2, 6, 6, 1]);
      expect(count('gpu-operator', 'nvidia-device-plugin-daemonset')).toBe(1);
    });

    it('receives the token exactly as issued', () => {
      const tokens = new Set(presented.filter((header) => header !== undefined));
      expect(tokens).toEqual(new Set([`Bearer ${PROD_TOKEN}`]));
    });

    it("is refused another cluster's endpoint with this token", async () => {
      const other = await kubeconfigFor(staging.id, staging.name, PROD_TOKEN);
      const { code, stdout, stderr } = await run(other, ['get', 'nodes']);
      expect(code).not.toBe(0);
      expect(stdout).toBe('');
      // The 404 of discovery, in the words of newer and of older clients.
      expect(stderr).toMatch(
        /the server could not find the requested resource|the server doesn't have a resource type "nodes"/,
      );
    });

    it('gets 401 Unauthorized at once when the token is revoked', async () => {
      credentials.set(PROD_TOKEN, { clusterId: prod.id, revoked: true });
      const { code, stdout, stderr } = await run(kubeconfig, ['get', 'nodes']);
      credentials.set(PROD_TOKEN, { clusterId: prod.id, revoked: false });
      expect(code).not.toBe(0);
      expect(stdout).toBe('');
      expect(stderr).toMatch(
        /You must be logged in to the server \((Unauthorized|the server has asked for the client to provide credentials)\)/,
      );
    });

    it('gets 401 with an unknown token', async () => {
      const forged = await kubeconfigFor(prod.id, prod.name, 'kc_forged0000000000000000000000000');
      const { code, stderr } = await run(forged, ['get', 'pods', '-A']);
      expect(code).not.toBe(0);
      expect(stderr).toContain('You must be logged in to the server');
    });

    it('sends no token to a plain http:// server, which is why the endpoint answers TLS', async () => {
      const plain = await kubeconfigFor(prod.id, prod.name, PROD_TOKEN, { plainHttp: true });
      const before = presented.length;
      const { code, stderr } = await run(plain, ['get', 'nodes']);
      expect(code).not.toBe(0);
      expect(stderr).toContain('You must be logged in to the server');
      expect(presented.length).toBeGreaterThan(before);
      expect(presented.slice(before).every((header) => header === undefined)).toBe(true);
    });
  },
);
