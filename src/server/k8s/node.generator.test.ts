import { describe, expect, it } from 'vitest';
import { productionCluster, stagingCluster } from '../../../test/support/simulated-clusters.ts';
import { generateNodes, NODE_POOL_LABEL, nodeReadiness } from './node.generator.ts';

describe('simulated nodes', () => {
  it('gives every pool slot a node named <cluster>-<pool>-<index>', () => {
    const names = generateNodes(productionCluster()).map((node) => node.metadata.name);
    expect(names).toEqual([
      'prod-eu-general-0',
      'prod-eu-general-1',
      'prod-eu-general-2',
      'prod-eu-memory-0',
      'prod-eu-memory-1',
      'prod-eu-gpu-0',
    ]);
  });

  it('labels nodes with their size, region, zone and pool', () => {
    const [node] = generateNodes(stagingCluster());
    expect(node?.metadata.labels).toMatchObject({
      'node.kubernetes.io/instance-type': 'gp-2-4',
      'topology.kubernetes.io/region': 'de-fra-1',
      'topology.kubernetes.io/zone': 'de-fra-1-a',
      [NODE_POOL_LABEL]: 'pool-a',
      'kubernetes.io/hostname': 'staging-pool-a-0',
    });
  });

  it('offers the size as capacity, less the system reservation as allocatable', () => {
    const general = generateNodes(productionCluster()).find((node) => node.metadata.name === 'prod-eu-general-0');
    expect(general?.status.capacity).toMatchObject({ cpu: '4', memory: `${16 * 1024 * 1024}Ki`, pods: '110' });
    expect(general?.status.capacity['nvidia.com/gpu']).toBeUndefined();
    // 6 % of the first core, 1 % of the second, 0.5 % of the third and fourth: 80 millicores.
    expect(general?.status.allocatable.cpu).toBe('3920m');
    // 25 % of 4 GiB + 20 % of 4 GiB + 10 % of 8 GiB = 2.6 GiB, plus 100 MiB: 13.4 GiB - 100 MiB left.
    expect(general?.status.allocatable.memory).toBe('13948518Ki');
  });

  it('gives GPU nodes the GPU resource, labels and taint', () => {
    const gpu = generateNodes(productionCluster()).find((node) => node.metadata.name === 'prod-eu-gpu-0');
    expect(gpu?.status.capacity['nvidia.com/gpu']).toBe('1');
    expect(gpu?.status.allocatable['nvidia.com/gpu']).toBe('1');
    expect(gpu?.metadata.labels?.['nvidia.com/gpu.product']).toBe('NVIDIA-L4');
    expect(gpu?.spec.taints).toEqual([{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }]);
  });

  it('runs the patch version and is Ready only while the cluster runs', () => {
    const running = generateNodes(productionCluster());
    expect(running.map((node) => node.status.nodeInfo.kubeletVersion)).toEqual(Array(6).fill('v1.37.3'));
    expect(running.map(nodeReadiness)).toEqual(Array(6).fill('Ready'));
    expect(generateNodes(productionCluster({ status: 'provisioning' })).map(nodeReadiness)).toEqual(
      Array(6).fill('NotReady'),
    );
  });

  it('lists the same nodes on every call, with distinct uids and addresses', () => {
    const first = generateNodes(productionCluster());
    expect(generateNodes(productionCluster())).toEqual(first);
    const uids = new Set(first.map((node) => node.metadata.uid));
    const addresses = new Set(first.map((node) => node.status.addresses[0]?.address));
    expect(uids.size).toBe(6);
    expect(addresses.size).toBe(6);
    for (const uid of uids)
      expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives another cluster other uids, and keeps a pool’s addresses when another pool grows', () => {
    const before = generateNodes(productionCluster());
    const otherUids = generateNodes(productionCluster({ id: 'cl_other' })).map((node) => node.metadata.uid);
    expect(otherUids.some((uid) => before.some((node) => node.metadata.uid === uid))).toBe(false);
    const grown = generateNodes(
      productionCluster({
        nodePools: [
          { name: 'general', nodeSizeId: 'gp-4-16', count: 9 },
          { name: 'memory', nodeSizeId: 'mem-8-64', count: 2 },
          { name: 'gpu', nodeSizeId: 'gpu-l4-1', count: 1 },
        ],
      }),
    );
    const address = (nodes: typeof before, name: string) =>
      nodes.find((node) => node.metadata.name === name)?.status.addresses[0]?.address;
    expect(address(grown, 'prod-eu-memory-1')).toBe(address(before, 'prod-eu-memory-1'));
    expect(address(grown, 'prod-eu-gpu-0')).toBe(address(before, 'prod-eu-gpu-0'));
  });

  it('gives nodes their pool’s labels and taints, never in place of the kubelet’s or the GPU one', () => {
    const cluster = stagingCluster({
      nodePools: [
        {
          name: 'batch',
          nodeSizeId: 'gp-2-4',
          count: 1,
          labels: { team: 'data', [NODE_POOL_LABEL]: 'other' },
          taints: [{ key: 'dedicated', value: '', effect: 'NoExecute' }],
        },
        {
          name: 'gpu',
          nodeSizeId: 'gpu-l4-1',
          count: 1,
          taints: [{ key: 'spot', value: 'yes', effect: 'NoSchedule' }],
        },
      ],
    });
    const [batch, gpu] = generateNodes(cluster);
    expect(batch?.metadata.labels).toMatchObject({ team: 'data', [NODE_POOL_LABEL]: 'batch' });
    // An empty value is left out, as the API server writes it.
    expect(batch?.spec.taints).toEqual([{ key: 'dedicated', effect: 'NoExecute' }]);
    expect(gpu?.spec.taints).toEqual([
      { key: 'spot', value: 'yes', effect: 'NoSchedule' },
      { key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' },
    ]);
    expect(generateNodes(stagingCluster())[0]?.spec.taints).toBeUndefined();
  });
});
