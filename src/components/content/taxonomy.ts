/**
 * Fixed vocabularies shared by the content schemas (src/content.config.ts) and the pages that
 * render them. Kept free of Astro imports so islands and unit tests can use them too.
 */
import { m } from '../../shared/i18n/messages.ts';

/** Documentation sections, in the order the sidebar and the docs home show them. */
export const DOC_SECTIONS = ['Get started', 'Clusters', 'Access and security', 'Billing', 'API'] as const;
export type DocSection = (typeof DOC_SECTIONS)[number];

const SECTION_LABELS: Record<DocSection, () => string> = {
  'Get started': m.web_docs_section_get_started,
  Clusters: m.web_docs_section_clusters,
  'Access and security': m.web_docs_section_access,
  Billing: m.web_docs_section_billing,
  API: m.web_docs_section_api,
};

/** A documentation section as shown, in the language being rendered (the value stays the key). */
export function sectionLabel(section: DocSection): string {
  return SECTION_LABELS[section]();
}

/** Tutorial levels, easiest first. */
export const TUTORIAL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];

/** English label of a tutorial level: the sidebar's group key (levelLabel is what a page shows). */
export const LEVEL_LABELS: Record<TutorialLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

const LEVEL_MESSAGES: Record<TutorialLevel, () => string> = {
  beginner: m.web_tutorials_level_beginner,
  intermediate: m.web_tutorials_level_intermediate,
  advanced: m.web_tutorials_level_advanced,
};

/** A tutorial level as shown, in the language being rendered. */
export function levelLabel(level: TutorialLevel): string {
  return LEVEL_MESSAGES[level]();
}

/** A sidebar group's label (a docs section, or a level's English label) in the language being rendered. */
export function navGroupLabel(label: string): string {
  if ((DOC_SECTIONS as readonly string[]).includes(label)) return sectionLabel(label as DocSection);
  const level = TUTORIAL_LEVELS.find((candidate) => LEVEL_LABELS[candidate] === label);
  return level ? levelLabel(level) : label;
}

/** Cluster types, by the slug of their /cluster-types/{type} page. */
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
