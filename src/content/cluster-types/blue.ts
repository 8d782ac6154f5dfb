import type { ClusterTypeContent } from './types.ts';

/** Standard (Blue): the default production cluster. */
export const blue: ClusterTypeContent = {
  page: 'blue',
  tierId: 'standard',
  tagline:
    'The production cluster most teams start with: a highly available control plane, autoscaling and repairs handled for you.',
  summary:
    'Standard (Blue) managed Kubernetes: HA control plane over three EU zones, 99.95% SLA, autoscaling and automatic node repair.',
  purpose: [
    'A Standard cluster runs its Kubernetes API server and etcd on three replicas, one per availability zone, so losing a zone does not take your control plane down. We operate, patch and back up that control plane; you get a conformant Kubernetes API and three general-purpose worker nodes to start.',
    'Worker nodes are watched continuously: a node that stops reporting Ready is drained and replaced, and the cluster autoscaler adds nodes when pods stay Pending for lack of capacity and removes them when they are idle. etcd is snapshotted every six hours and the snapshots are kept for seven days in the same region.',
  ],
  whoFor: [
    'Product teams running customer-facing web applications and APIs.',
    'SaaS companies that need their infrastructure and data kept under EU jurisdiction.',
    'Teams moving off GKE, EKS or AKS who want the same upstream Kubernetes API and tooling.',
  ],
  workloads: [
    {
      name: 'Web front ends and APIs',
      detail:
        'Deployments behind the Traefik ingress with TLS from cert-manager, scaled by a HorizontalPodAutoscaler on CPU or request rate.',
    },
    {
      name: 'Background workers',
      detail:
        'Queue consumers and CronJobs that the cluster autoscaler gives room to during peaks and takes back afterwards.',
    },
    {
      name: 'Databases with operators',
      detail:
        'PostgreSQL through CloudNativePG or Valkey from the marketplace, on persistent volumes with CSI snapshots.',
    },
    {
      name: 'GitOps-managed services',
      detail: 'Dozens of microservices kept in sync from Git with the Argo CD add-on.',
    },
  ],
  considerations: [
    {
      text: 'Handling health, payment or public-sector data? Enterprise adds a private API endpoint, customer-managed encryption keys and a year of audit logs.',
      seeAlso: 'red',
    },
    {
      text: 'A small site that can live with short control-plane interruptions costs less on Economy.',
      seeAlso: 'green',
    },
  ],
};
