import { z } from 'zod';

// Client-safe: the provider test pages (/gcp-cluster-test and the like) and their API, /api/{slug}-clusters.

/** The providers with a test page, in the catalog's order. */
export const TEST_PROVIDER_IDS = ['gcp', 'aws', 'azure', 'ibm', 'huawei', 'alibaba', 'digitalocean'] as const;
export const testProviderIdSchema = z.enum(TEST_PROVIDER_IDS);
export type TestProviderId = z.infer<typeof testProviderIdSchema>;

/** Where a provider's test page and API live, and what its managed Kubernetes is called. */
export type ProviderTestPage = {
  providerId: TestProviderId;
  path: string;
  api: string;
  service: string;
  title: string;
};

export const PROVIDER_TEST_PAGES: Record<TestProviderId, ProviderTestPage> = {
  gcp: {
    providerId: 'gcp',
    path: '/gcp-cluster-test',
    api: '/api/gcp-clusters',
    service: 'GKE',
    title: 'Google Cloud GKE test',
  },
  aws: { providerId: 'aws', path: '/aws-eks-test', api: '/api/aws-clusters', service: 'EKS', title: 'AWS EKS test' },
  azure: {
    providerId: 'azure',
    path: '/azure-aks-test',
    api: '/api/azure-clusters',
    service: 'AKS',
    title: 'Azure AKS test',
  },
  ibm: { providerId: 'ibm', path: '/ibm-iks-test', api: '/api/ibm-clusters', service: 'IKS', title: 'IBM IKS test' },
  huawei: {
    providerId: 'huawei',
    path: '/huawei-cce-test',
    api: '/api/huawei-clusters',
    service: 'CCE',
    title: 'Huawei CCE test',
  },
  alibaba: {
    providerId: 'alibaba',
    path: '/alibaba-ack-test',
    api: '/api/alibaba-clusters',
    service: 'ACK',
    title: 'Alibaba ACK test',
  },
  digitalocean: {
    providerId: 'digitalocean',
    path: '/digitalocean-doks-test',
    api: '/api/digitalocean-clusters',
    service: 'DOKS',
    title: 'DigitalOcean DOKS test',
  },
};

/** At most this many live test clusters per provider and organization. */
export const TEST_CLUSTERS_PER_PROVIDER = 3;

/** One HTTP request our driver would send to the provider's public API. */
export const providerRequestSchema = z.object({
  description: z.string(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH']),
  url: z.string(),
  body: z.unknown(),
});
export type ProviderRequest = z.infer<typeof providerRequestSchema>;

/** POST /api/{slug}-clusters/dry-run: every failing field, or the exact requests to send. */
export const dryRunResultSchema = z.object({
  valid: z.boolean(),
  /** Field path → why the provider (or our rules) would refuse it. */
  problems: z.record(z.string(), z.string()),
  /** In order; empty when the spec is refused. */
  requests: z.array(providerRequestSchema),
});
export type DryRunResult = z.infer<typeof dryRunResultSchema>;
