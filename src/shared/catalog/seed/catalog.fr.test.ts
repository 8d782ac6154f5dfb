import { describe, expect, it } from 'vitest';
import english from './catalog.json' with { type: 'json' };
import french from './catalog.fr.json' with { type: 'json' };
import { catalogTextsSchema, TEXT_COLLECTIONS } from '../catalog-texts.schemas.ts';

// catalog.fr.json holds the French of every prose field of catalog.json, by collection and id.
// A new item, a removed one or a feature added in English fails here until French follows.

const texts = catalogTextsSchema.parse(french);
const NBSP = '\u00a0';

/** Each translated field of each item, with the English it translates. */
function pairs(): { where: string; en: string; fr: string }[] {
  return TEXT_COLLECTIONS.flatMap((collection) =>
    (english[collection] as { id: string }[]).flatMap((item) => {
      const translated: Record<string, string | string[]> = texts[collection][item.id] ?? {};
      return Object.entries(translated).flatMap(([field, fr]) => {
        const en = (item as unknown as Record<string, string | string[]>)[field] ?? [];
        const enList = Array.isArray(en) ? en : [en];
        const frList = Array.isArray(fr) ? fr : [fr];
        return frList.map((text, i) => ({
          where: `${collection}.${item.id}.${field}${Array.isArray(fr) ? `[${i}]` : ''}`,
          en: enList[i] ?? '',
          fr: text,
        }));
      });
    }),
  );
}

describe('the French catalog texts', () => {
  it.each(TEXT_COLLECTIONS)('%s: every id of catalog.json, and only those', (collection) => {
    const ids = (english[collection] as { id: string }[]).map((item) => item.id);
    const translated = Object.keys(texts[collection]);
    const missing = ids.filter((id) => !translated.includes(id));
    const unknown = translated.filter((id) => !ids.includes(id));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
    expect(translated, 'in the order of catalog.json').toEqual(ids);
  });

  it('have as many features as English, item by item', () => {
    for (const tier of english.tiers) expect(texts.tiers[tier.id]?.features.length, tier.id).toBe(tier.features.length);
    for (const plan of english.billingPlans)
      expect(texts.billingPlans[plan.id]?.features.length, plan.id).toBe(plan.features.length);
  });

  it('keep every number of the English (a node count, a price, a duration)', () => {
    const numbers = (text: string) =>
      new Set([...text.matchAll(/\d+/g)].map((match) => Number(match[0])).filter((n) => n > 0));
    for (const { where, en, fr } of pairs()) {
      const frenchNumbers = numbers(fr);
      expect(
        [...numbers(en)].filter((n) => !frenchNumbers.has(n)),
        where,
      ).toEqual([]);
    }
  });

  it('follow French typography: a no-break space before : ; % and inside « »', () => {
    for (const { where, fr } of pairs()) {
      expect(fr, where).not.toMatch(/ [:;!?%»]|« /);
      expect(fr, where).not.toMatch(/'(?!s Encrypt)/); // typographic apostrophes, but the brand Let's Encrypt
      expect(fr.trim(), where).toBe(fr);
    }
    expect(pairs().some(({ fr }) => fr.includes(`${NBSP}:`))).toBe(true);
  });

  it('keep the names of products and places that are the same in French', () => {
    expect(texts.billingPlans.business?.name).toBe('Business');
    expect(texts.regions['fr-par-1']).toEqual({ name: 'Paris 1', city: 'Paris' });
    expect(texts.regions['de-fra-1']).toEqual({ name: 'Francfort 1', city: 'Francfort' });
  });

  it('refuse a field that is not prose (an id, an amount, a flag)', () => {
    const withPrice = structuredClone(french) as { tiers: Record<string, Record<string, unknown>> };
    withPrice.tiers.standard = { ...withPrice.tiers.standard, priceMonthlyUsdCents: 1 };
    expect(catalogTextsSchema.safeParse(withPrice).success).toBe(false);
  });
});
