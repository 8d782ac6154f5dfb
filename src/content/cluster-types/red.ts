import type { ClusterTypeContent } from './types.ts';

/** Enterprise (Red): regulated workloads. */
export const red: ClusterTypeContent = {
  page: 'red',
  tierId: 'enterprise',
  tagline:
    'For regulated workloads: dedicated control-plane nodes, a private API endpoint, your own encryption keys and a year of audit logs.',
  summary:
    'Enterprise (Red) managed Kubernetes for regulated data: private API endpoint, BYOK secrets encryption, HDS hosting, 99.99% SLA.',
  purpose: [
    'An Enterprise cluster gets control-plane and etcd nodes of its own, spread over three availability zones and shared with no other customer. Its Kubernetes API is reachable only through a private endpoint in your networks, so kubectl, CI runners and GitOps agents connect without the API ever facing the internet.',
    "Kubernetes Secrets are encrypted in etcd with a key you hold (bring your own key): revoke it and the data is unreadable, including to us. The API server audit log records who did what to which resource, and is kept for twelve months in the cluster's own jurisdiction, ready for your auditors.",
  ],
  whoFor: [
    'Healthcare providers and software vendors hosting health data under the French HDS certification.',
    'Banks, insurers and payment companies with operational-resilience and outsourcing obligations.',
    'Public-sector bodies and their contractors that must keep data and administration in the EU.',
  ],
  workloads: [
    {
      name: 'Health data platforms',
      detail:
        'Patient records, imaging and telehealth services on hosting suitable for HDS, with audit evidence for every API call.',
    },
    {
      name: 'Payment and core banking services',
      detail: 'Latency-sensitive services with strict network policies and no public control-plane exposure.',
    },
    {
      name: 'Internal platforms',
      detail:
        'Multi-team clusters with namespaces per team, RBAC from your identity provider and Kyverno admission policies.',
    },
    { name: 'Large production estates', detail: 'Up to 500 worker nodes under a 99.99% control-plane SLA.' },
  ],
  considerations: [
    {
      text: 'Without regulated data or private-network requirements, Standard gives the same upstream Kubernetes for a quarter of the price.',
      seeAlso: 'blue',
    },
  ],
};
