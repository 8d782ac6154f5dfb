import type { TierPage } from '../../shared/catalog/catalog.schemas.ts';

/** A workload the cluster type suits, with what makes it a good fit. */
export type Workload = { name: string; detail: string };

/**
 * The editorial half of a /cluster-types/{type} page. Prices and specifications are not here:
 * they come from the catalog seed, so the page can never disagree with what is ordered.
 */
export type ClusterTypeContent = {
  page: TierPage;
  /** The catalog tier this page presents. */
  tierId: string;
  /** One sentence under the heading. */
  tagline: string;
  /** For search results and link previews (under 160 characters). */
  summary: string;
  /** What the type is for, a paragraph each. */
  purpose: string[];
  whoFor: string[];
  workloads: Workload[];
  /** Limits, and when another type fits better (may name it with its page slug). */
  considerations: { text: string; seeAlso?: TierPage }[];
};
