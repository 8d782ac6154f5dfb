import { getCollection, getEntry } from 'astro:content';
import type { CollectionEntry } from 'astro:content';
import { DOC_SECTIONS, LEVEL_LABELS, TUTORIAL_LEVELS } from './taxonomy.ts';
import { groupItems, sortByGroup } from './nav.ts';
import type { NavGroup } from './nav.ts';
import { formatLongDay } from '../../islands/ui/date-time.ts';

/** URL of a documentation page. */
export const docHref = (id: string): string => `/documentation/${id}`;
/** URL of a tutorial. */
export const tutorialHref = (id: string): string => `/tutorials/${id}`;

/** Every doc, in sidebar order (section order, then `order`). */
export async function getSortedDocs(): Promise<CollectionEntry<'docs'>[]> {
  const docs = await getCollection('docs');
  const keyed = docs.map((entry) => ({ entry, group: entry.data.section, order: entry.data.order, title: entry.data.title }));
  return sortByGroup(keyed, DOC_SECTIONS).map(({ entry }) => entry);
}

/** The docs sidebar: one group per section. */
export async function getDocsNav(): Promise<NavGroup[]> {
  const docs = await getSortedDocs();
  return groupItems(docs.map((entry) => ({ href: docHref(entry.id), title: entry.data.title, group: entry.data.section })));
}

/** Every tutorial, easiest level first, then by `order`. */
export async function getSortedTutorials(): Promise<CollectionEntry<'tutorials'>[]> {
  const tutorials = await getCollection('tutorials');
  const labels = TUTORIAL_LEVELS.map((level) => LEVEL_LABELS[level]);
  const keyed = tutorials.map((entry) => ({
    entry,
    group: LEVEL_LABELS[entry.data.level],
    order: entry.data.order,
    title: entry.data.title,
  }));
  return sortByGroup(keyed, labels).map(({ entry }) => entry);
}

/** The tutorials sidebar: one group per level. */
export async function getTutorialsNav(): Promise<NavGroup[]> {
  const tutorials = await getSortedTutorials();
  return groupItems(
    tutorials.map((entry) => ({ href: tutorialHref(entry.id), title: entry.data.title, group: LEVEL_LABELS[entry.data.level] })),
  );
}

type CompanyData = CollectionEntry<'company'>['data'];
/** Which company page an entry feeds. */
export type CompanyKind = CompanyData['kind'];

/** The company entry of one kind (about, careers, faq, case-studies), narrowed to its shape. */
export async function getCompanyPage<K extends CompanyKind>(kind: K): Promise<Extract<CompanyData, { kind: K }>> {
  const entry = await getEntry('company', kind);
  if (!entry || entry.data.kind !== kind) throw new Error(`src/content/company/${kind}.yaml is missing or has another kind.`);
  return entry.data as Extract<CompanyData, { kind: K }>;
}

/** A date as '12 November 2026' (en-GB, UTC so the build machine's zone does not matter). */
export function formatDate(date: Date): string {
  return formatLongDay(date.toISOString());
}
