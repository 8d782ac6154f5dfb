import { describe, expect, it } from 'vitest';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { buildCreateRequests } from './request-builders.ts';

const spec = (extra: Partial<ClusterSpec> = {}): ClusterSpec => ({
  name: 'shop-prod',
  tierId: 'standard',
  providerId: 'gcp',
  regionId: 'r1',
  kubernetesVersion: '1.35',
  haControlPlane: true,
  nodePools: [
    { name: 'web', nodeSizeId: 'gp-4-16', count: 3 },
    { name: 'jobs', nodeSizeId: 'cpu-8-16', count: 2, autoscale: { min: 1, max: 6 } },
  ],
  addonIds: [],
  ...extra,
});
const context = { patchVersion: '1.35.11' };

describe('create requests', () => {
  it('GKE: one regional create with node pools counted per zone, or zonal without HA', () => {
    const [create, ...rest] = buildCreateRequests('gcp', spec({ regionId: 'europe-west9' }), context);
    expect(rest).toEqual([]);
    expect(create?.url).toBe(
      'https://container.googleapis.com/v1/projects/{projectId}/locations/europe-west9/clusters',
    );
    expect(create?.body).toMatchObject({
      cluster: {
        name: 'shop-prod',
        initialClusterVersion: '1.35',
        nodePools: [
          { name: 'web', initialNodeCount: 1, config: { machineType: 'e2-standard-4' } },
          {
            name: 'jobs',
            initialNodeCount: 1,
            config: { machineType: 'c2d-highcpu-8' },
            autoscaling: { enabled: true, totalMinNodeCount: 1, totalMaxNodeCount: 6 },
          },
        ],
      },
    });
    const zonal = buildCreateRequests('gcp', spec({ regionId: 'europe-west9', haControlPlane: false }), context)[0];
    expect(zonal?.url).toContain('/locations/europe-west9-b/clusters');
  });

  it('EKS: the cluster first, then one node group per pool', () => {
    const requests = buildCreateRequests('aws', spec({ regionId: 'eu-west-3' }), context);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST https://eks.eu-west-3.amazonaws.com/clusters',
      'POST https://eks.eu-west-3.amazonaws.com/clusters/shop-prod/node-groups',
      'POST https://eks.eu-west-3.amazonaws.com/clusters/shop-prod/node-groups',
    ]);
    expect(requests[0]?.body).toMatchObject({ name: 'shop-prod', version: '1.35' });
    expect(requests[2]?.body).toMatchObject({
      nodegroupName: 'jobs',
      instanceTypes: ['c6i.2xlarge'],
      scalingConfig: { minSize: 1, maxSize: 6, desiredSize: 2 },
      amiType: 'AL2023_x86_64_STANDARD',
    });
    const gpu = buildCreateRequests(
      'aws',
      spec({ nodePools: [{ name: 'gpu', nodeSizeId: 'gpu-l4-1', count: 1 }] }),
      context,
    )[1];
    expect(gpu?.body).toMatchObject({ instanceTypes: ['g6.2xlarge'], amiType: 'AL2023_x86_64_NVIDIA' });
  });

  it('AKS: one ARM PUT, the first pool the system pool, the SLA tier for HA', () => {
    const [put] = buildCreateRequests(
      'azure',
      spec({
        name: 'shop',
        regionId: 'francecentral',
        nodePools: [
          { name: 'system', nodeSizeId: 'gp-2-8', count: 2 },
          { name: 'apps', nodeSizeId: 'mem-4-32', count: 3 },
        ],
      }),
      context,
    );
    expect(put?.method).toBe('PUT');
    expect(put?.url).toMatch(
      /^https:\/\/management\.azure\.com\/subscriptions\/\{subscriptionId\}\/resourceGroups\/\{resourceGroup\}\/providers\/Microsoft\.ContainerService\/managedClusters\/shop\?api-version=/,
    );
    expect(put?.body).toMatchObject({
      location: 'francecentral',
      sku: { tier: 'Standard' },
      properties: {
        kubernetesVersion: '1.35',
        agentPoolProfiles: [
          { name: 'system', mode: 'System', vmSize: 'Standard_D2s_v5', count: 2 },
          { name: 'apps', mode: 'User', vmSize: 'Standard_E4s_v5' },
        ],
      },
    });
  });

  it('IKS: createCluster with the first worker pool, createWorkerPool for the others', () => {
    const requests = buildCreateRequests('ibm', spec({ regionId: 'eu-de' }), context);
    expect(requests.map((r) => r.url)).toEqual([
      'https://containers.cloud.ibm.com/global/v2/vpc/createCluster',
      'https://containers.cloud.ibm.com/global/v2/vpc/createWorkerPool',
    ]);
    expect(requests[0]?.body).toMatchObject({
      name: 'shop-prod',
      kubeVersion: '1.35',
      workerPool: { name: 'web', flavor: 'bx2.4x16', workerCount: 3, zones: [{ id: 'eu-de-1' }] },
    });
    expect(requests[1]?.body).toMatchObject({ cluster: 'shop-prod', name: 'jobs', flavor: 'cx2.8x16' });
  });

  it('CCE: the flavour holds the nodes and the masters; then one node pool each', () => {
    const requests = buildCreateRequests('huawei', spec({ regionId: 'eu-west-0' }), context);
    expect(requests[0]?.url).toBe('https://cce.eu-west-0.myhuaweicloud.com/api/v3/projects/{projectId}/clusters');
    expect(requests[0]?.body).toMatchObject({
      kind: 'Cluster',
      metadata: { name: 'shop-prod' },
      spec: { flavor: 'cce.s2.small', version: 'v1.35' },
    });
    expect(requests[2]?.body).toMatchObject({
      kind: 'NodePool',
      spec: {
        initialNodeCount: 2,
        autoscaling: { enable: true, maxNodeCount: 6 },
        nodeTemplate: { flavor: 'c7.2xlarge.2' },
      },
    });
    const big = buildCreateRequests(
      'huawei',
      spec({ haControlPlane: false, nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 300 }] }),
      context,
    )[0];
    expect(big?.body).toMatchObject({ spec: { flavor: 'cce.s1.large' } });
  });

  it('ACK and DOKS: one create with the patch release and the node pools', () => {
    const [ack] = buildCreateRequests('alibaba', spec({ regionId: 'eu-west-1' }), context);
    expect(ack?.url).toBe('https://cs.eu-west-1.aliyuncs.com/clusters');
    expect(ack?.body).toMatchObject({
      cluster_type: 'ManagedKubernetes',
      cluster_spec: 'ack.pro.small',
      kubernetes_version: '1.35.11-aliyun.1',
      nodepools: [
        { nodepool_info: { name: 'web' }, scaling_group: { instance_types: ['ecs.g7.xlarge'], desired_size: 3 } },
        {},
      ],
    });
    const [doks] = buildCreateRequests('digitalocean', spec({ regionId: 'fra1', haControlPlane: false }), context);
    expect(doks?.body).toMatchObject({
      name: 'shop-prod',
      region: 'fra1',
      version: '1.35.11-do.0',
      ha: false,
      node_pools: [
        { size: 'g-4vcpu-16gb', count: 3 },
        { size: 'c-8', auto_scale: true, min_nodes: 1, max_nodes: 6 },
      ],
    });
  });
});
