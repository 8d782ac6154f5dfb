// A second real client: the official Python client (Debian's python3-kubernetes, installed when
// missing and running as root on Debian) lists nodes, pods and deployments of a cluster bought in
// the console, makes the other reads people script (version, namespaces, services, secrets,
// events of both APIs, daemon sets, cron jobs, CRDs, a log, an access review), then watches its
// nodes while the console scales the cluster up.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrInstall } from '../../scripts/debian-package.ts';
import { buyRunningCluster, scaleInConsole, type ConsoleCluster } from './console-cluster.ts';
import { startServer, type RunningServer } from './server-harness.ts';

// Debian's module is importable by Debian's interpreter only, whatever `python3` is first on PATH.
const python = findOrInstall('python3-kubernetes', () =>
  spawnSync('/usr/bin/python3', ['-c', 'import kubernetes'], { stdio: 'ignore' }).status === 0
    ? '/usr/bin/python3'
    : undefined,
);
const SCRIPT = fileURLToPath(new URL('../support/kubernetes-python-client.py', import.meta.url));

let server: RunningServer;
let cluster: ConsoleCluster;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.2' });
  cluster = await buyRunningCluster(server.url, {
    name: 'pyclient',
    nodePools: [
      { name: 'apps', nodeSizeId: 'gp-2-4', count: 2 },
      { name: 'data', nodeSizeId: 'cpu-4-8', count: 1 },
    ],
    addonIds: ['monitoring', 'cert-manager'],
  });
});
afterAll(async () => {
  await server.stop();
});

describe('the Kubernetes Python client against a cluster bought in the console', () => {
  it('lists nodes, pods and deployments, makes the other reads, then watches the node the console adds', async () => {
    const child = spawn(python, [SCRIPT, cluster.kubeconfig, '60'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const next = async (): Promise<Record<string, unknown>> => {
      const { value, done } = await lines.next();
      if (done) throw new Error(`the client stopped early:\n${stderr}`);
      return JSON.parse(value) as Record<string, unknown>;
    };
    try {
      const listed = await next();
      expect(listed.nodes).toEqual(['pyclient-apps-0', 'pyclient-apps-1', 'pyclient-data-0']);
      expect(listed.ready).toEqual(['True', 'True', 'True']);
      expect(listed.running).toEqual(['Running']);
      expect(listed.pods).toEqual(
        expect.arrayContaining([
          'monitoring/prometheus-0',
          'monitoring/alertmanager-0',
          expect.stringMatching(/^kube-system\/coredns-\w{10}-\w{5}$/),
        ]),
      );
      expect(listed.deployments).toEqual(
        expect.arrayContaining([
          'kube-system/coredns 2/2',
          'cert-manager/cert-manager-webhook 1/1',
          'monitoring/grafana 1/1',
        ]),
      );
      const read = await next();
      expect(read.version).toBe('v1.37.3');
      expect(read.namespaces).toEqual(expect.arrayContaining(['cert-manager', 'default', 'kube-system', 'monitoring']));
      expect(read.services).toEqual(expect.arrayContaining(['default/kubernetes', 'kube-system/kube-dns']));
      // Secrets by name and type, their data never.
      expect(read.secrets).toEqual(
        expect.arrayContaining([
          'monitoring/grafana Opaque',
          'monitoring/sh.helm.release.v1.kube-prometheus-stack.v1 helm.sh/release.v1',
        ]),
      );
      expect(read.secretData).toEqual(['None']);
      expect(read.canListSecrets).toBe(true);
      // The same events from core/v1 and events.k8s.io/v1.
      expect(read.coreEvents).toContain('OperationStarted');
      expect(read.events).toContainEqual(['OperationStarted', 'Provisioning started.', 'Cluster']);
      expect((read.events as unknown[]).length).toBe((read.coreEvents as unknown[]).length);
      expect(read.daemonSets).toEqual(expect.arrayContaining(['kube-system/kube-proxy', 'monitoring/node-exporter']));
      expect(read.cronJobs).toEqual(expect.any(Array));
      expect(read.crds).toEqual(
        expect.arrayContaining([
          'certificates.cert-manager.io',
          'servicemonitors.monitoring.coreos.com',
          'ciliumnetworkpolicies.cilium.io',
        ]),
      );
      expect(read.crds).not.toContain('clusterpolicies.kyverno.io');
      expect(read.log).toEqual([expect.stringMatching(/msg="Starting Prometheus Server"/)]);
      expect(await next()).toEqual({ watching: true });
      await scaleInConsole(cluster, [
        { name: 'apps', nodeSizeId: 'gp-2-4', count: 3 },
        { name: 'data', nodeSizeId: 'cpu-4-8', count: 1 },
      ]);
      expect(await next()).toEqual({ type: 'ADDED', name: 'pyclient-apps-2', kubelet: 'v1.37.3' });
      const exit = await new Promise<number | null>((resolve) =>
        child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
      );
      expect(exit, stderr).toBe(0);
    } finally {
      child.kill();
    }
  });
});
