import type { TestProviderId } from './provider-tests/provider-tests.schemas.ts';
import { m } from './i18n/messages.ts';

// Client-safe. What each provider's managed Kubernetes accepts for a new cluster, from its
// public documentation; the dry run checks a spec against these before any request is sent.
// The rules in words are functions: they are read in the language being rendered.

/** A naming rule: a pattern, its length range, and the rule in words. */
export type NameRule = { pattern: RegExp; min: number; max: number; rule: () => string };

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
  /** The control plane it runs, single and highly available, in words. */
  controlPlane: () => string;
  /** False when the provider always runs a highly available control plane (the flag changes nothing). */
  singleControlPlane: boolean;
};

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

export const PROVIDER_LIMITS: Record<TestProviderId, ProviderLimits> = {
  gcp: {
    clusterName: {
      pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/,
      min: 1,
      max: 40,
      rule: () => m.rules_name_lower_letter_max({ max: 40 }),
    },
    poolName: { pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/, min: 1, max: 40, rule: m.rules_name_lower_letter },
    maxPools: 15,
    maxNodesPerPool: 1000,
    maxNodesPerCluster: 15000,
    oldestVersion: '1.35',
    newestVersion: '1.37',
    controlPlane: m.rules_control_plane_gcp,
    singleControlPlane: true,
  },
  aws: {
    clusterName: {
      pattern: /^[0-9A-Za-z][A-Za-z0-9\-_]*$/,
      min: 1,
      max: 100,
      rule: () => m.rules_name_mixed_start_max({ max: 100 }),
    },
    poolName: {
      pattern: /^[0-9A-Za-z][A-Za-z0-9\-_]*$/,
      min: 1,
      max: 63,
      rule: () => m.rules_name_mixed_max({ max: 63 }),
    },
    maxPools: 30,
    maxNodesPerPool: 450,
    maxNodesPerCluster: 13500,
    oldestVersion: '1.34',
    newestVersion: '1.36',
    controlPlane: m.rules_control_plane_aws,
    singleControlPlane: false,
  },
  azure: {
    clusterName: {
      pattern: /^[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?$/,
      min: 1,
      max: 63,
      rule: () => m.rules_name_mixed_ends_max({ max: 63 }),
    },
    poolName: {
      pattern: /^[a-z][a-z0-9]*$/,
      min: 1,
      max: 12,
      rule: () => m.rules_name_lower_digits_only_max({ max: 12 }),
    },
    maxPools: 100,
    maxNodesPerPool: 1000,
    maxNodesPerCluster: 5000,
    oldestVersion: '1.34',
    newestVersion: '1.36',
    controlPlane: m.rules_control_plane_azure,
    singleControlPlane: true,
  },
  ibm: {
    clusterName: {
      pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/,
      min: 1,
      max: 32,
      rule: () => m.rules_name_lower_letter_max({ max: 32 }),
    },
    poolName: { pattern: DNS_LABEL, min: 1, max: 32, rule: () => m.rules_name_lower_max({ max: 32 }) },
    maxPools: 50,
    maxNodesPerPool: 250,
    maxNodesPerCluster: 500,
    oldestVersion: '1.34',
    newestVersion: '1.35',
    controlPlane: m.rules_control_plane_ibm,
    singleControlPlane: false,
  },
  huawei: {
    clusterName: {
      pattern: /^[a-z]([-a-z0-9]*[a-z0-9])?$/,
      min: 4,
      max: 128,
      rule: () => m.rules_name_lower_letter_range({ min: 4, max: 128 }),
    },
    poolName: { pattern: DNS_LABEL, min: 1, max: 50, rule: () => m.rules_name_lower_max({ max: 50 }) },
    maxPools: 100,
    maxNodesPerPool: 500,
    maxNodesPerCluster: 2000,
    oldestVersion: '1.33',
    newestVersion: '1.35',
    controlPlane: m.rules_control_plane_huawei,
    singleControlPlane: true,
  },
  alibaba: {
    clusterName: {
      pattern: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
      min: 1,
      max: 63,
      rule: () => m.rules_name_mixed_start_max({ max: 63 }),
    },
    poolName: {
      pattern: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
      min: 1,
      max: 63,
      rule: () => m.rules_name_mixed_max({ max: 63 }),
    },
    maxPools: 100,
    maxNodesPerPool: 1000,
    maxNodesPerCluster: 5000,
    oldestVersion: '1.33',
    newestVersion: '1.35',
    controlPlane: m.rules_control_plane_alibaba,
    singleControlPlane: true,
  },
  digitalocean: {
    clusterName: { pattern: DNS_LABEL, min: 1, max: 255, rule: m.rules_name_lower_ends },
    poolName: { pattern: DNS_LABEL, min: 1, max: 255, rule: m.rules_name_lower },
    maxPools: 30,
    maxNodesPerPool: 512,
    maxNodesPerCluster: 1000,
    oldestVersion: '1.34',
    newestVersion: '1.36',
    controlPlane: m.rules_control_plane_digitalocean,
    singleControlPlane: true,
  },
};
