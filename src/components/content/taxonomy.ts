/**
 * Fixed vocabularies shared by the content schemas (src/content.config.ts) and the pages that
 * render them. Kept free of Astro imports so islands and unit tests can use them too.
 */

/** Documentation sections, in the order the sidebar and the docs home show them. */
export const DOC_SECTIONS = ['Get started', 'Clusters', 'Access and security', 'Billing', 'API'] as const;
export type DocSection = (typeof DOC_SECTIONS)[number];

/** Tutorial levels, easiest first. */
export const TUTORIAL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];

/** Display label of a tutorial level. */
export const LEVEL_LABELS: Record<TutorialLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** Cluster types, by the slug of their /cluster-types/{type} page (SPEC §2). */
export const CLUSTER_TYPE_PAGES = ['blue', 'red', 'green', 'data', 'ai', 'orange', 'sandbox'] as const;
export type ClusterTypePage = (typeof CLUSTER_TYPE_PAGES)[number];

/** Short display names of the cluster types, as the catalog names them without the colour. */
export const CLUSTER_TYPE_LABELS: Record<ClusterTypePage, string> = {
  blue: 'Standard',
  red: 'Enterprise',
  green: 'Economy',
  data: 'Data Analytics',
  ai: 'AI/ML',
  orange: 'Dev/Test',
  sandbox: 'Sandbox',
};
