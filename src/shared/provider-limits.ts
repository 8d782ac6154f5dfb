import type { TestProviderId } from '../server/provider-tests/provider-tests.schemas.ts';

// Client-safe. What each provider's managed Kubernetes accepts for a new cluster, from its
// public documentation; the dry run checks a spec against these before any request is sent.

/** A naming rule: a pattern, its length range, and the rule in words. */
export type NameRule = { pattern: RegExp; min: number; max: number; rule: string };

/** One provider's limits for a new cluster. */
export type ProviderLimits = {
  clusterName: NameRule;
  poolName: NameRule;
  maxPools: number;
  maxNodesPerPool: number;
  maxNodesPerCluster: number;
  /** Kubernetes minors it can create today, oldest and newest. */
  oldestVersion: string;
  newestVersion: string;
  /** The control plane it runs, single and highly available. */
  controlPlane: string;
  /** False when the provider always runs a highly available control plane (the flag changes nothing). */
  singleControlPlane: boolean;
};

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

export const PROVIDER_LIMITS: Record<TestProviderId, ProviderLimits> = {
  gcp: {
    clusterName: { pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/, min: 1, max: 40, rule: 'Lower-case letters, digits and hyphens; starts with a letter; at most 40 characters.' },
    poolName: { pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/, min: 1, max: 40, rule: 'Lower-case letters, digits and hyphens; starts with a letter.' },
    maxPools: 15,
    maxNodesPerPool: 1000,
    maxNodesPerCluster: 15000,
    oldestVersion: '1.35',
    newestVersion: '1.37',
    controlPlane: 'Zonal cluster: one control-plane replica. HA: a regional cluster with replicas in three zones.',
    singleControlPlane: true,
  },
  aws: {
    clusterName: { pattern: /^[0-9A-Za-z][A-Za-z0-9\-_]*$/, min: 1, max: 100, rule: 'Letters, digits, hyphens and underscores; starts with a letter or digit; at most 100 characters.' },
    poolName: { pattern: /^[0-9A-Za-z][A-Za-z0-9\-_]*$/, min: 1, max: 63, rule: 'Letters, digits, hyphens and underscores; at most 63 characters.' },
    maxPools: 30,
    maxNodesPerPool: 450,
    maxNodesPerCluster: 13500,
    oldestVersion: '1.34',
    newestVersion: '1.36',
    controlPlane: 'Always highly available: AWS runs the control plane across three availability zones.',
    singleControlPlane: false,
  },
  azure: {
    clusterName: { pattern: /^[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?$/, min: 1, max: 63, rule: 'Letters, digits, hyphens and underscores; starts and ends with a letter or digit; at most 63 characters.' },
    poolName: { pattern: /^[a-z][a-z0-9]*$/, min: 1, max: 12, rule: 'Lower-case letters and digits only (no hyphen), starting with a letter; at most 12 characters.' },
    maxPools: 100,
    maxNodesPerPool: 1000,
    maxNodesPerCluster: 5000,
    oldestVersion: '1.34',
    newestVersion: '1.36',
    controlPlane: 'Free tier: a managed control plane without an uptime SLA. HA: the Standard tier with an uptime SLA across zones.',
    singleControlPlane: true,
  },
  ibm: {
    clusterName: { pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/, min: 1, max: 32, rule: 'Lower-case letters, digits and hyphens; starts with a letter; at most 32 characters.' },
    poolName: { pattern: DNS_LABEL, min: 1, max: 32, rule: 'Lower-case letters, digits and hyphens; at most 32 characters.' },
    maxPools: 50,
    maxNodesPerPool: 250,
    maxNodesPerCluster: 500,
    oldestVersion: '1.34',
    newestVersion: '1.35',
    controlPlane: 'Always highly available: IBM runs three master replicas across zones.',
    singleControlPlane: false,
  },
  huawei: {
    clusterName: { pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/, min: 4, max: 128, rule: 'Lower-case letters, digits and hyphens; starts with a letter; 4 to 128 characters.' },
    poolName: { pattern: DNS_LABEL, min: 1, max: 50, rule: 'Lower-case letters, digits and hyphens; at most 50 characters.' },
    maxPools: 100,
    maxNodesPerPool: 500,
    maxNodesPerCluster: 2000,
    oldestVersion: '1.33',
    newestVersion: '1.35',
    controlPlane: 'cce.s1: one master node. HA: cce.s2, three master nodes across zones.',
    singleControlPlane: true,
  },
  alibaba: {
    clusterName: { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]*$/, min: 1, max: 63, rule: 'Letters, digits, hyphens and underscores; starts with a letter or digit; at most 63 characters.' },
    poolName: { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]*$/, min: 1, max: 63, rule: 'Letters, digits, hyphens and underscores; at most 63 characters.' },
    maxPools: 100,
    maxNodesPerPool: 1000,
    maxNodesPerCluster: 5000,
    oldestVersion: '1.33',
    newestVersion: '1.35',
    controlPlane: 'ACK Basic: a managed control plane without SLA. HA: ACK Pro, managed across zones with an SLA.',
    singleControlPlane: true,
  },
  digitalocean: {
    clusterName: { pattern: DNS_LABEL, min: 1, max: 255, rule: 'Lower-case letters, digits and hyphens; starts and ends with a letter or digit.' },
    poolName: { pattern: DNS_LABEL, min: 1, max: 255, rule: 'Lower-case letters, digits and hyphens.' },
    maxPools: 30,
    maxNodesPerPool: 512,
    maxNodesPerCluster: 1000,
    oldestVersion: '1.34',
    newestVersion: '1.36',
    controlPlane: 'A managed control plane; HA: the high-availability control plane option (replicated, with an SLA).',
    singleControlPlane: true,
  },
};
