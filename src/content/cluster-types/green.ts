import type { ClusterTypeContent } from './types.ts';

/** Economy (Green): lowest-cost production. */
export const green: ClusterTypeContent = {
  page: 'green',
  tierId: 'economy',
  tagline: 'The lowest-cost way to run a small production workload, on hosts powered by renewable electricity.',
  summary:
    'Economy (Green) managed Kubernetes: single-zone, renewable-powered hosts, monthly carbon report, 99.5% SLA, up to 20 nodes.',
  purpose: [
    'An Economy cluster runs in one availability zone with a single control-plane instance. If that instance fails it is restored automatically; while it is restored your pods keep running and serving traffic, but the Kubernetes API is unavailable, so deployments, scaling and rescheduling wait until it is back.',
    'The hosts run on certified renewable electricity, and each month you receive a carbon report for the cluster, useful for your own sustainability reporting.',
  ],
  whoFor: [
    'Small businesses and associations with modest, steady traffic.',
    'Start-ups that want real Kubernetes in production before they need high availability.',
    'Organizations that must report the carbon footprint of their hosting.',
  ],
  workloads: [
    {
      name: 'Websites and content management',
      detail: 'A CMS and its database with a few replicas behind the Traefik ingress.',
    },
    { name: 'Internal tools', detail: 'Wikis, dashboards, ticketing and other services used during office hours.' },
    { name: 'Small APIs', detail: 'Services with predictable load that fit on a handful of general-purpose nodes.' },
  ],
  considerations: [
    { text: 'Up to 20 worker nodes in one zone: a zone outage stops the cluster.' },
    {
      text: 'Need the control plane to survive a zone failure? Standard replicates it over three zones.',
      seeAlso: 'blue',
    },
  ],
};
