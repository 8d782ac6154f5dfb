import type { ClusterTypeContent } from './types.ts';

/** Sandbox (Gray): free learning cluster. */
export const sandbox: ClusterTypeContent = {
  page: 'sandbox',
  tierId: 'sandbox',
  tagline: 'A free single-node cluster to learn Kubernetes, follow the tutorials and try the console.',
  summary:
    'Free Sandbox Kubernetes cluster: one node, one per organization, ideal for tutorials and evaluating the sovereign cloud console.',
  purpose: [
    'The Sandbox is a real Kubernetes cluster with one 2 vCPU, 4 GB node, free of charge. It comes with the same console, kubeconfig access and free add-ons (cert-manager, Traefik, Kyverno, External Secrets) as paid clusters, so what you learn carries over.',
    'Each organization can have one Sandbox. It is deleted after 30 days without activity; you are warned by e-mail before that happens.',
  ],
  whoFor: [
    'Anyone evaluating the platform before ordering a production cluster.',
    'Developers following our tutorials or preparing for a Kubernetes certification.',
    'Teachers and students who need a cluster for a course.',
  ],
  workloads: [
    { name: 'Tutorials', detail: 'Deploy an app, expose it with an Ingress, add a certificate and watch it roll out.' },
    {
      name: 'Trying manifests and Helm charts',
      detail: 'Check that a chart installs and starts before it goes near a real environment.',
    },
  ],
  considerations: [
    { text: 'One node, no SLA and community support only: do not run anything you cannot lose.' },
    {
      text: 'For a persistent development environment, Dev/Test keeps your cluster and adds nodes on a schedule.',
      seeAlso: 'orange',
    },
  ],
};
