import { getCollection, getEntry } from 'astro:content';
import type { CollectionEntry } from 'astro:content';
import { DOC_SECTIONS, LEVEL_LABELS, TUTORIAL_LEVELS } from './taxonomy.ts';
import { groupItems, sortByGroup } from './nav.ts';
import type { NavGroup } from './nav.ts';
import { formatLongDay } from '../../islands/ui/date-time.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';

/** URL of a documentation page. */
export const docHref = (id: string): string => `/documentation/${id}`;
/** URL of a tutorial. */
export const tutorialHref = (id: string): string => `/tutorials/${id}`;

/** Every doc, in sidebar order (section order, then `order`). */
export async function getSortedDocs(): Promise<CollectionEntry<'docs'>[]> {
  const docs = await getCollection('docs');
  const keyed = docs.map((entry) => ({
    entry,
    group: entry.data.section,
    order: entry.data.order,
    title: entry.data.title,
  }));
  return sortByGroup(keyed, DOC_SECTIONS).map(({ entry }) => entry);
}

/**
 * What a page shows of an entry in the language being rendered: in French, the entry of the
 * French collection with the same id when there is one; otherwise the English entry, with
 * `english: true` so the page says so and marks the text `lang="en"`.
 */
export type Localized<E> = { entry: E; english: boolean };

function pick<E>(english: E, french: E | undefined): Localized<E> {
  return french ? { entry: french, english: false } : { entry: english, english: currentLocale() !== 'en' };
}

// Looked up in the whole collection rather than with getEntry, which logs a warning for every
// page not translated yet (and the build must stay free of warnings).
async function frenchDoc(id: string): Promise<CollectionEntry<'docsFr'> | undefined> {
  return currentLocale() === 'fr' ? (await getCollection('docsFr')).find((entry) => entry.id === id) : undefined;
}
async function frenchTutorial(id: string): Promise<CollectionEntry<'tutorialsFr'> | undefined> {
  return currentLocale() === 'fr' ? (await getCollection('tutorialsFr')).find((entry) => entry.id === id) : undefined;
}
async function frenchLegal(id: string): Promise<CollectionEntry<'legalFr'> | undefined> {
  return currentLocale() === 'fr' ? (await getCollection('legalFr')).find((entry) => entry.id === id) : undefined;
}

/** A doc in the language being rendered (see Localized). */
export async function localizedDoc(
  entry: CollectionEntry<'docs'>,
): Promise<Localized<CollectionEntry<'docs' | 'docsFr'>>> {
  return pick<CollectionEntry<'docs' | 'docsFr'>>(entry, await frenchDoc(entry.id));
}

/** A tutorial in the language being rendered (see Localized). */
export async function localizedTutorial(
  entry: CollectionEntry<'tutorials'>,
): Promise<Localized<CollectionEntry<'tutorials' | 'tutorialsFr'>>> {
  return pick<CollectionEntry<'tutorials' | 'tutorialsFr'>>(entry, await frenchTutorial(entry.id));
}

/** A legal page in the language being rendered (see Localized). */
export async function localizedLegal(
  id: 'privacy-policy' | 'terms' | 'data-retention',
): Promise<Localized<CollectionEntry<'legal' | 'legalFr'>>> {
  const english = await getEntry('legal', id);
  if (!english) throw new Error(`src/content/legal/${id}.mdx is missing.`);
  return pick<CollectionEntry<'legal' | 'legalFr'>>(english, await frenchLegal(id));
}

/** Sorted entries with their data in the language being rendered (titles, descriptions). */
async function withLocalData<E extends { id: string; data: unknown }>(
  entries: E[],
  french: 'docsFr' | 'tutorialsFr',
): Promise<(E & { english: boolean })[]> {
  if (currentLocale() === 'en') return entries.map((entry) => ({ ...entry, english: false }));
  const translations: { id: string; data: unknown }[] = currentLocale() === 'fr' ? await getCollection(french) : [];
  const byId = new Map(translations.map((entry) => [entry.id, entry.data as E['data']]));
  return entries.map((entry) => {
    const data = byId.get(entry.id);
    // Same schema in both languages, so the French data fits the English entry's type.
    return data ? { ...entry, data, english: false } : { ...entry, english: true };
  });
}

/** Every doc in sidebar order (the English order), titles and descriptions translated where a translation exists. */
export async function getLocalizedDocs(): Promise<(CollectionEntry<'docs'> & { english: boolean })[]> {
  return withLocalData(await getSortedDocs(), 'docsFr');
}

/** Every tutorial in sidebar order, titles and descriptions translated where a translation exists. */
export async function getLocalizedTutorials(): Promise<(CollectionEntry<'tutorials'> & { english: boolean })[]> {
  return withLocalData(await getSortedTutorials(), 'tutorialsFr');
}

/** `lang="en"` for a title left in English on a page in another language. */
const englishLang = (english: boolean) => (english ? { lang: 'en' } : {});

/** The docs sidebar: one group per section. */
export async function getDocsNav(): Promise<NavGroup[]> {
  const docs = await getLocalizedDocs();
  return groupItems(
    docs.map((entry) => ({
      href: docHref(entry.id),
      title: entry.data.title,
      group: entry.data.section,
      ...englishLang(entry.english),
    })),
  );
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
  const tutorials = await getLocalizedTutorials();
  return groupItems(
    tutorials.map((entry) => ({
      href: tutorialHref(entry.id),
      title: entry.data.title,
      group: LEVEL_LABELS[entry.data.level],
      ...englishLang(entry.english),
    })),
  );
}

type CompanyData = CollectionEntry<'company'>['data'];
/** Which company page an entry feeds. */
export type CompanyKind = CompanyData['kind'];

/**
 * The company entry of one kind (about, careers, faq, case-studies), narrowed to its shape, in the
 * language being rendered: in French, src/content/company/fr/{kind}.yaml (same schema, same ids).
 */
export async function getCompanyPage<K extends CompanyKind>(kind: K): Promise<Extract<CompanyData, { kind: K }>> {
  const french = currentLocale() === 'fr';
  const entry = french
    ? (await getCollection('companyFr')).find((candidate) => candidate.id === kind)
    : await getEntry('company', kind);
  if (!entry || entry.data.kind !== kind) {
    throw new Error(`src/content/company/${french ? 'fr/' : ''}${kind}.yaml is missing or has another kind.`);
  }
  return entry.data as Extract<CompanyData, { kind: K }>;
}

/** A date as '12 November 2026' (en-GB, UTC so the build machine's zone does not matter). */
export function formatDate(date: Date): string {
  return formatLongDay(date.toISOString());
}
