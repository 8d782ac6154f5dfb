import french from './catalog/seed/catalog.fr.json' with { type: 'json' };
import {
  catalogTextsSchema,
  TEXT_COLLECTIONS,
  type CatalogTexts,
  type TextCollection,
} from './catalog/catalog-texts.schemas.ts';
import type { Locale } from './i18n/locale.ts';

// The catalog's words in the reader's language: the server (GET /api/catalog, the marketplace,
// the plans) and the pre-rendered pages. Never imported by an island: the browser gets the words
// already translated, in an API answer or in its props (catalog-text.test.ts checks it).

/** The translations of the catalog's prose, validated once, by language; English is catalog.json itself. */
const TEXTS: Record<Exclude<Locale, 'en'>, CatalogTexts> = { fr: catalogTextsSchema.parse(french) };

type Item = { readonly id: string };
type Localizable = { [K in TextCollection]?: readonly Item[] };

/**
 * An item with its words in `locale`: the translated fields it has are replaced, anything else
 * (id, amounts, flags, names of products) is kept. The very same object in English, or when the
 * translation lacks the item (catalog-text.test.ts makes sure none does).
 */
export function localizeItem<T extends Item>(collection: TextCollection, item: T, locale: Locale): T {
  if (locale === 'en') return item;
  const texts: Record<string, unknown> | undefined = TEXTS[locale][collection][item.id];
  if (!texts) return item;
  const localized: Record<string, unknown> = { ...item };
  for (const [field, text] of Object.entries(texts)) if (field in item) localized[field] = text;
  return localized as T;
}

/**
 * The catalog, or any part of it (`{ tiers }`, `{ addons, products }`), in `locale`: a copy with
 * each item's prose translated, the same keys in the same order. In English, the very object
 * passed, so its output stays byte for byte what it was.
 */
export function localizeCatalog<C extends Localizable>(catalog: C, locale: Locale): C {
  if (locale === 'en') return catalog;
  const localized: Record<string, unknown> = { ...catalog };
  for (const collection of TEXT_COLLECTIONS) {
    const items = catalog[collection];
    if (items) localized[collection] = items.map((item) => localizeItem(collection, item, locale));
  }
  return localized as C;
}
