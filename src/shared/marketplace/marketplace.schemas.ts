import { z } from 'zod';

// Client-safe (zod only): the marketplace catalogue on the wire.

export const pricingUnitSchema = z.enum(['per cluster', 'per node', 'per GB', 'flat']);
export type PricingUnit = z.infer<typeof pricingUnitSchema>;

/** A workload an add-on runs in the cluster. */
export const installedWorkloadSchema = z.object({
  kind: z.enum(['Deployment', 'StatefulSet', 'DaemonSet']),
  name: z.string(),
  images: z.array(z.string()),
  /** Pods of a Deployment or StatefulSet; null for a DaemonSet (one per node). */
  replicas: z.int().nullable(),
});

/** One item of the catalogue: an add-on (installed into a cluster) or a product. */
export const marketplaceItemSchema = z.object({
  kind: z.enum(['addon', 'product']),
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  vendor: z.string(),
  license: z.string().nullable(),
  /** Add-ons: the newest version, and the earlier ones still offered. Products: null. */
  version: z.string().nullable(),
  olderVersions: z.array(z.string()),
  /** Add-ons are priced per cluster; products by their catalog unit. */
  pricingUnit: pricingUnitSchema,
  /** Per unit and month, in millionths of a US dollar (a per-GB price is below a cent). */
  priceMonthlyMicroUsd: z.int(),
  featured: z.boolean(),
  /** Cluster types it runs on (ids); every type for products. */
  tiers: z.array(z.string()),
  /** What it puts in the cluster (add-ons): namespace and workloads. */
  installs: z.object({ namespace: z.string(), workloads: z.array(installedWorkloadSchema) }).nullable(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

/** GET /api/marketplace. */
export const marketplaceSchema = z.object({
  items: z.array(marketplaceItemSchema),
  tiers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Marketplace = z.infer<typeof marketplaceSchema>;
