import type { ClusterSpec, NodePool } from '../../shared/clusters/clusters.schemas.ts';
import { instanceTypeFor } from '../../shared/instance-types.ts';
import type { ProviderRequest, TestProviderId } from '../../shared/provider-tests/provider-tests.schemas.ts';

// Client-safe and pure. The exact create requests our driver sends to each provider's public API
// for a spec that passed the dry run. Account identifiers come from configuration; until it is
// set they appear as the placeholders below, which is also what the test pages show.

/** What a builder needs beyond the spec: the catalog's patch release of the chosen minor. */
export type BuildContext = { patchVersion: string };

type Builder = (spec: ClusterSpec, context: BuildContext) => ProviderRequest[];

const type = (providerId: TestProviderId, pool: NodePool) =>
  instanceTypeFor(providerId, pool.nodeSizeId) ?? 'not-offered';
const isGpu = (pool: NodePool) => pool.nodeSizeId.startsWith('gpu-');
const labels = (spec: ClusterSpec, pool: NodePool) => ({ 'console.cluster': spec.name, 'console.pool': pool.name });

/** Google Kubernetes Engine: projects.locations.clusters.create, node pools inline. */
export const buildGkeRequests: Builder = (spec) => {
  // HA is a regional cluster (three zones); a zonal cluster has one control-plane replica.
  const location = spec.haControlPlane ? spec.regionId : `${spec.regionId}-b`;
  const zones = spec.haControlPlane ? 3 : 1;
  return [
    {
      description: 'Create the cluster with its node pools',
      method: 'POST',
      url: `https://container.googleapis.com/v1/projects/{projectId}/locations/${location}/clusters`,
      body: {
        cluster: {
          name: spec.name,
          initialClusterVersion: spec.kubernetesVersion,
          releaseChannel: { channel: 'REGULAR' },
          nodePools: spec.nodePools.map((pool) => ({
            name: pool.name,
            // On a regional cluster the count is per zone.
            initialNodeCount: Math.ceil(pool.count / zones),
            config: { machineType: type('gcp', pool), diskSizeGb: 100, labels: labels(spec, pool) },
            ...(pool.autoscale
              ? {
                  autoscaling: {
                    enabled: true,
                    totalMinNodeCount: pool.autoscale.min,
                    totalMaxNodeCount: pool.autoscale.max,
                  },
                }
              : {}),
          })),
        },
      },
    },
  ];
};

/** Amazon EKS: CreateCluster, then one CreateNodegroup per pool once the cluster is ACTIVE. */
export const buildEksRequests: Builder = (spec) => {
  const base = `https://eks.${spec.regionId}.amazonaws.com`;
  return [
    {
      description: 'Create the cluster (control plane across three zones)',
      method: 'POST',
      url: `${base}/clusters`,
      body: {
        name: spec.name,
        version: spec.kubernetesVersion,
        roleArn: 'arn:aws:iam::{accountId}:role/{clusterRoleName}',
        resourcesVpcConfig: { subnetIds: ['{subnetIdA}', '{subnetIdB}', '{subnetIdC}'], endpointPublicAccess: true },
        accessConfig: { authenticationMode: 'API' },
        tags: { 'console.cluster': spec.name },
      },
    },
    ...spec.nodePools.map((pool) => ({
      description: `Create node group ${pool.name}`,
      method: 'POST' as const,
      url: `${base}/clusters/${spec.name}/node-groups`,
      body: {
        nodegroupName: pool.name,
        scalingConfig: {
          minSize: pool.autoscale?.min ?? pool.count,
          maxSize: pool.autoscale?.max ?? Math.max(1, pool.count),
          desiredSize: pool.count,
        },
        instanceTypes: [type('aws', pool)],
        amiType: isGpu(pool) ? 'AL2023_x86_64_NVIDIA' : 'AL2023_x86_64_STANDARD',
        subnets: ['{subnetIdA}', '{subnetIdB}', '{subnetIdC}'],
        nodeRole: 'arn:aws:iam::{accountId}:role/{nodeRoleName}',
        labels: labels(spec, pool),
      },
    })),
  ];
};

/** Azure AKS: one ARM PUT of the managed cluster with its agent pools. */
export const buildAksRequests: Builder = (spec) => [
  {
    description: 'Create the managed cluster with its agent pools (ARM)',
    method: 'PUT',
    url: `https://management.azure.com/subscriptions/{subscriptionId}/resourceGroups/{resourceGroup}/providers/Microsoft.ContainerService/managedClusters/${spec.name}?api-version=2025-07-01`,
    body: {
      location: spec.regionId,
      sku: { name: 'Base', tier: spec.haControlPlane ? 'Standard' : 'Free' },
      identity: { type: 'SystemAssigned' },
      properties: {
        kubernetesVersion: spec.kubernetesVersion,
        dnsPrefix: spec.name,
        agentPoolProfiles: spec.nodePools.map((pool, i) => ({
          name: pool.name,
          mode: i === 0 ? 'System' : 'User',
          osType: 'Linux',
          vmSize: type('azure', pool),
          count: pool.count,
          ...(pool.autoscale
            ? { enableAutoScaling: true, minCount: pool.autoscale.min, maxCount: pool.autoscale.max }
            : { enableAutoScaling: false }),
          nodeLabels: labels(spec, pool),
        })),
      },
    },
  },
];

/** IBM Cloud Kubernetes Service (VPC): createCluster with the first pool, createWorkerPool for the others. */
export const buildIksRequests: Builder = (spec) => {
  const zones = [{ id: `${spec.regionId}-1`, subnetID: '{subnetId}' }];
  const pool = (p: NodePool) => ({
    name: p.name,
    flavor: type('ibm', p),
    workerCount: p.count,
    vpcID: '{vpcId}',
    zones,
    labels: labels(spec, p),
  });
  const [first, ...others] = spec.nodePools;
  return [
    {
      description: `Create the cluster with worker pool ${first?.name ?? ''}`,
      method: 'POST',
      url: 'https://containers.cloud.ibm.com/global/v2/vpc/createCluster',
      body: {
        name: spec.name,
        provider: 'vpc-gen2',
        kubeVersion: spec.kubernetesVersion,
        workerPool: first ? pool(first) : undefined,
      },
    },
    ...others.map((p) => ({
      description: `Create worker pool ${p.name}`,
      method: 'POST' as const,
      url: 'https://containers.cloud.ibm.com/global/v2/vpc/createWorkerPool',
      body: { cluster: spec.name, ...pool(p) },
    })),
  ];
};

/** The smallest CCE flavour that holds the cluster's nodes. */
function cceFlavor(spec: ClusterSpec): string {
  const nodes = spec.nodePools.reduce((sum, p) => sum + Math.max(p.count, p.autoscale?.max ?? 0), 0);
  const size = nodes <= 50 ? 'small' : nodes <= 200 ? 'medium' : nodes <= 1000 ? 'large' : 'xlarge';
  return `cce.${spec.haControlPlane ? 's2' : 's1'}.${size}`;
}

/** Huawei Cloud CCE: CreateCluster, then CreateNodePool per pool. */
export const buildCceRequests: Builder = (spec) => {
  const base = `https://cce.${spec.regionId}.myhuaweicloud.com/api/v3/projects/{projectId}/clusters`;
  return [
    {
      description: 'Create the cluster',
      method: 'POST',
      url: base,
      body: {
        kind: 'Cluster',
        apiVersion: 'v3',
        metadata: { name: spec.name },
        spec: {
          flavor: cceFlavor(spec),
          version: `v${spec.kubernetesVersion}`,
          hostNetwork: { vpc: '{vpcId}', subnet: '{subnetId}' },
          containerNetwork: { mode: 'vpc-router' },
        },
      },
    },
    ...spec.nodePools.map((pool) => ({
      description: `Create node pool ${pool.name}`,
      method: 'POST' as const,
      url: `${base}/{clusterId}/nodepools`,
      body: {
        kind: 'NodePool',
        apiVersion: 'v3',
        metadata: { name: pool.name },
        spec: {
          initialNodeCount: pool.count,
          autoscaling: pool.autoscale
            ? { enable: true, minNodeCount: pool.autoscale.min, maxNodeCount: pool.autoscale.max }
            : { enable: false },
          nodeTemplate: {
            flavor: type('huawei', pool),
            az: 'random',
            os: 'Huawei Cloud EulerOS 2.0',
            rootVolume: { size: 50, volumetype: 'SSD' },
            dataVolumes: [{ size: 100, volumetype: 'SSD' }],
            k8sTags: labels(spec, pool),
          },
        },
      },
    })),
  ];
};

/** Alibaba Cloud ACK: CreateCluster (managed) with its node pools. */
export const buildAckRequests: Builder = (spec, context) => [
  {
    description: 'Create the managed cluster with its node pools',
    method: 'POST',
    url: `https://cs.${spec.regionId}.aliyuncs.com/clusters`,
    body: {
      name: spec.name,
      cluster_type: 'ManagedKubernetes',
      cluster_spec: spec.haControlPlane ? 'ack.pro.small' : 'ack.standard',
      kubernetes_version: `${context.patchVersion}-aliyun.1`,
      region_id: spec.regionId,
      vpcid: '{vpcId}',
      vswitch_ids: ['{vswitchId}'],
      nodepools: spec.nodePools.map((pool) => ({
        nodepool_info: { name: pool.name },
        scaling_group: {
          instance_types: [type('alibaba', pool)],
          desired_size: pool.count,
          vswitch_ids: ['{vswitchId}'],
        },
        ...(pool.autoscale
          ? { auto_scaling: { enable: true, min_instances: pool.autoscale.min, max_instances: pool.autoscale.max } }
          : {}),
        kubernetes_config: { labels: Object.entries(labels(spec, pool)).map(([key, value]) => ({ key, value })) },
      })),
    },
  },
];

/** DigitalOcean DOKS: one POST with the node pools. */
export const buildDoksRequests: Builder = (spec, context) => [
  {
    description: 'Create the cluster with its node pools',
    method: 'POST',
    url: 'https://api.digitalocean.com/v2/kubernetes/clusters',
    body: {
      name: spec.name,
      region: spec.regionId,
      version: `${context.patchVersion}-do.0`,
      ha: spec.haControlPlane,
      node_pools: spec.nodePools.map((pool) => ({
        name: pool.name,
        size: type('digitalocean', pool),
        count: pool.count,
        ...(pool.autoscale ? { auto_scale: true, min_nodes: pool.autoscale.min, max_nodes: pool.autoscale.max } : {}),
        labels: labels(spec, pool),
      })),
    },
  },
];

const BUILDERS: Record<TestProviderId, Builder> = {
  gcp: buildGkeRequests,
  aws: buildEksRequests,
  azure: buildAksRequests,
  ibm: buildIksRequests,
  huawei: buildCceRequests,
  alibaba: buildAckRequests,
  digitalocean: buildDoksRequests,
};

/** The requests our driver sends to create `spec` on the provider, in order. */
export function buildCreateRequests(
  providerId: TestProviderId,
  spec: ClusterSpec,
  context: BuildContext,
): ProviderRequest[] {
  return BUILDERS[providerId](spec, context);
}
