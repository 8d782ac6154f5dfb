import { describe, expect, it } from 'vitest';
import { productionCluster, stagingCluster } from '../../../test/support/simulated-clusters.ts';
import type { KubePod } from './kube-objects.ts';
import { generateNodes } from './node.generator.ts';
import { generatePods } from './pod.generator.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';

const podsOf = (cluster: SimulatedCluster) => generatePods(cluster, generateNodes(cluster));
const inNamespace = (pods: KubePod[], namespace: string) => pods.filter((pod) => pod.metadata.namespace === namespace);
const named = (pods: KubePod[], prefix: string) => pods.filter((pod) => pod.metadata.name.startsWith(prefix));
const nodeNames = (pods: KubePod[]) => pods.map((pod) => pod.spec.nodeName).sort();

describe('simulated pods', () => {
  const cluster = productionCluster();
  const pods = podsOf(cluster);
  const allNodes = generateNodes(cluster)
    .map((node) => node.metadata.name)
    .sort();

  it('runs two coredns, one metrics-server, the Cilium operator, and kube-proxy and cilium on every node in kube-system', () => {
    const system = inNamespace(pods, 'kube-system');
    const ownedBy = (kind: string, name: string) =>
      system.filter(
        (pod) => pod.metadata.ownerReferences?.[0]?.kind === kind && pod.metadata.ownerReferences[0].name === name,
      );
    expect(named(system, 'coredns-')).toHaveLength(2);
    expect(named(system, 'metrics-server-')).toHaveLength(1);
    expect(named(system, 'cilium-operator-')).toHaveLength(1);
    expect(nodeNames(ownedBy('DaemonSet', 'kube-proxy'))).toEqual(allNodes);
    expect(nodeNames(ownedBy('DaemonSet', 'cilium'))).toEqual(allNodes);
    expect(named(system, 'kube-proxy-')[0]?.spec.containers[0]?.image).toBe('registry.k8s.io/kube-proxy:v1.37.3');
  });

  it("runs each add-on's pods in its namespace", () => {
    const monitoring = inNamespace(pods, 'monitoring').map((pod) => pod.metadata.name);
    expect(monitoring).toEqual(expect.arrayContaining(['prometheus-0', 'alertmanager-0']));
    expect(monitoring.filter((name) => name.startsWith('grafana-'))).toHaveLength(1);
    expect(monitoring.filter((name) => name.startsWith('node-exporter-'))).toHaveLength(allNodes.length);
    expect(
      inNamespace(pods, 'cert-manager')
        .map((pod) => pod.metadata.name.replace(/-[a-z0-9]{10}-[a-z0-9]{5}$/, ''))
        .sort(),
    ).toEqual(['cert-manager', 'cert-manager-cainjector', 'cert-manager-webhook']);
    expect(named(inNamespace(pods, 'traefik'), 'traefik-')).toHaveLength(1);
  });

  it('puts GPU daemons on GPU nodes only and keeps other deployments off them', () => {
    expect(nodeNames(named(pods, 'nvidia-device-plugin-daemonset-'))).toEqual(['prod-eu-gpu-0']);
    const deploymentPods = pods.filter((pod) => pod.metadata.ownerReferences?.[0]?.kind === 'ReplicaSet');
    expect(deploymentPods.length).toBeGreaterThan(5);
    expect(deploymentPods.every((pod) => pod.spec.nodeName !== 'prod-eu-gpu-0')).toBe(true);
    // Replicas of one deployment land on different nodes.
    expect(new Set(nodeNames(named(pods, 'coredns-'))).size).toBe(2);
  });

  it('shows every pod Running and ready while the cluster runs, with its own IP in its node’s range', () => {
    expect(
      pods.every(
        (pod) => pod.status.phase === 'Running' && pod.status.containerStatuses.every((status) => status.ready),
      ),
    ).toBe(true);
    const podNetwork = pods.filter((pod) => !pod.spec.hostNetwork);
    expect(new Set(podNetwork.map((pod) => pod.status.podIP)).size).toBe(podNetwork.length);
    const nodes = new Map(generateNodes(cluster).map((node) => [node.metadata.name, node]));
    for (const pod of podNetwork) {
      const range = nodes.get(pod.spec.nodeName ?? '')?.spec.podCIDR.replace(/0\/24$/, '');
      expect(pod.status.podIP?.startsWith(range ?? '?')).toBe(true);
    }
    const proxy = named(pods, 'kube-proxy-')[0];
    expect(proxy?.status.podIP).toBe(proxy?.status.hostIP);
  });

  it('shows containers still being created while the cluster provisions, and pods Pending without nodes', () => {
    const provisioning = podsOf(productionCluster({ status: 'provisioning' }));
    expect(provisioning.every((pod) => pod.status.phase === 'Pending')).toBe(true);
    expect(provisioning[0]?.status.containerStatuses[0]?.state).toEqual({ waiting: { reason: 'ContainerCreating' } });
    const empty = podsOf(stagingCluster({ nodePools: [{ name: 'pool-a', nodeSizeId: 'gp-2-4', count: 0 }] }));
    expect(named(empty, 'kube-proxy-')).toEqual([]);
    expect(named(empty, 'coredns-').map((pod) => [pod.status.phase, pod.spec.nodeName])).toEqual([
      ['Pending', undefined],
      ['Pending', undefined],
    ]);
  });

  it('lists the same pods on every call, sorted by namespace and name, and rolls pods on an upgrade', () => {
    expect(podsOf(productionCluster())).toEqual(pods);
    const keys = pods.map((pod) => `${pod.metadata.namespace}/${pod.metadata.name}`);
    expect(keys).toEqual([...keys].sort());
    const upgraded = podsOf(productionCluster({ kubernetesVersion: '1.36' }));
    const proxies = (list: KubePod[]) => named(list, 'kube-proxy-').map((pod) => pod.metadata.name);
    expect(proxies(upgraded)).not.toEqual(proxies(pods));
    expect(named(upgraded, 'coredns-').map((pod) => pod.metadata.name)).toEqual(
      named(pods, 'coredns-').map((pod) => pod.metadata.name),
    );
  });

  it('keeps system and add-on pods off nodes whose taints they do not tolerate', () => {
    const tainted = stagingCluster({
      addonIds: ['monitoring', 'cert-manager'],
      nodePools: [
        { name: 'general', nodeSizeId: 'gp-2-4', count: 1 },
        {
          name: 'batch',
          nodeSizeId: 'gp-2-4',
          count: 4,
          taints: [{ key: 'dedicated', value: 'batch', effect: 'NoSchedule' }],
        },
        {
          name: 'spot',
          nodeSizeId: 'gp-2-4',
          count: 1,
          taints: [{ key: 'spot', value: '', effect: 'PreferNoSchedule' }],
        },
      ],
    });
    const placed = podsOf(tainted).filter((pod) => pod.metadata.ownerReferences?.[0]?.kind !== 'DaemonSet');
    expect(placed.length).toBeGreaterThan(3);
    expect(placed.filter((pod) => pod.spec.nodeName?.startsWith('staging-batch-'))).toEqual([]);
  });
});
