import type { ClusterTypeContent } from './types.ts';

/** Dev/Test (Orange): development and CI. */
export const orange: ClusterTypeContent = {
  page: 'orange',
  tierId: 'dev-test',
  tagline: 'A low-cost cluster for development and CI whose nodes sleep outside the hours you work.',
  summary:
    'Dev/Test managed Kubernetes for development and CI: nodes stop outside your schedule, one-step cluster cloning, up to 10 nodes.',
  purpose: [
    'A Dev/Test cluster has one control-plane instance and starts with a single general-purpose worker. Worker nodes stop outside a weekly schedule you set (by default weekdays 08:00–20:00 CET) and start again on time, so evenings and weekends cost nothing in compute.',
    'Clone the configuration of any of your clusters in one step to get an environment that matches production: same Kubernetes version, add-ons and node pool layout, at development scale.',
  ],
  whoFor: [
    'Developers who need a shared integration environment that behaves like production.',
    'CI pipelines that build images and run end-to-end tests against a real cluster.',
    'Teams testing Kubernetes upgrades and add-on changes before rolling them out.',
  ],
  workloads: [
    {
      name: 'Preview environments',
      detail: 'One namespace per pull request, created by your pipeline and deleted on merge.',
    },
    { name: 'CI runners', detail: 'GitLab Runner from the marketplace, running jobs as pods on the cluster.' },
    {
      name: 'Upgrade rehearsals',
      detail: 'A clone of a production cluster to try the next Kubernetes minor version first.',
    },
  ],
  considerations: [
    { text: 'No high availability and at most 10 worker nodes: not meant for production traffic.' },
    { text: 'Just learning Kubernetes? The Sandbox is free.', seeAlso: 'sandbox' },
  ],
};
