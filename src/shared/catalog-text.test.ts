import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogSeed } from './catalog-seed.ts';
import { localizeCatalog, localizeItem } from './catalog-text.ts';

const NON_TEXT = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (key, v: unknown) =>
      ['description', 'audience', 'features', 'city'].includes(key) ? undefined : v,
    ),
  );

describe('localizeCatalog', () => {
  it('gives English back untouched: the very same object', () => {
    const before = JSON.stringify(catalogSeed);
    expect(localizeCatalog(catalogSeed, 'en')).toBe(catalogSeed);
    const part = { tiers: catalogSeed.tiers };
    expect(localizeCatalog(part, 'en')).toBe(part);
    expect(localizeItem('tiers', catalogSeed.tiers[0]!, 'en')).toBe(catalogSeed.tiers[0]);
    expect(JSON.stringify(catalogSeed)).toBe(before);
  });

  it('words every item in French, keeping ids, amounts, flags and product names', () => {
    const french = localizeCatalog(catalogSeed, 'fr');
    const standard = french.tiers.find((tier) => tier.id === 'standard');
    expect(standard?.name).toBe('Standard (Blue)');
    expect(standard?.features[0]).toBe('Plan de contrôle répliqué sur 3 zones de disponibilité');
    expect(french.addons.find((addon) => addon.id === 'velero')).toMatchObject({
      name: 'Velero backups',
      priceMonthlyUsdCents: 2500,
    });
    expect(french.billingPlans.find((plan) => plan.id === 'pay-as-you-go')?.name).toBe('Paiement à l’usage');
    expect(french.regions.find((region) => region.id === 'de-fra-1')).toMatchObject({
      name: 'Francfort 1',
      city: 'Francfort',
      country: 'DE',
    });
    // Same keys in the same order; only prose (and a plan's or a region's name) differs.
    expect(Object.keys(french)).toEqual(Object.keys(catalogSeed));
    const names = (c: typeof catalogSeed) => ({
      ...c,
      regions: c.regions.map(({ name: _n, ...r }) => r),
      billingPlans: c.billingPlans.map(({ name: _n, ...p }) => p),
    });
    expect(NON_TEXT(names(french))).toEqual(NON_TEXT(names(catalogSeed)));
    for (const tier of french.tiers)
      expect(Object.keys(tier), tier.id).toEqual(Object.keys(catalogSeed.tiers.find((t) => t.id === tier.id)!));
    // Every prose field changed: nothing is left in English by mistake.
    for (const [i, tier] of french.tiers.entries())
      expect(tier.description).not.toBe(catalogSeed.tiers[i]!.description);
    for (const [i, addon] of french.addons.entries())
      expect(addon.description).not.toBe(catalogSeed.addons[i]!.description);
    for (const [i, product] of french.products.entries())
      expect(product.description).not.toBe(catalogSeed.products[i]!.description);
  });

  it('leaves the catalog it was given as it was', () => {
    const before = JSON.stringify(catalogSeed);
    localizeCatalog(catalogSeed, 'fr');
    expect(JSON.stringify(catalogSeed)).toBe(before);
  });

  it('translates only the fields an item has (a marketplace row, a plan in a summary)', () => {
    expect(
      localizeItem('billingPlans', { id: 'pay-as-you-go', name: 'Pay as you go', discountPercent: 0 }, 'fr'),
    ).toEqual({
      id: 'pay-as-you-go',
      name: 'Paiement à l’usage',
      discountPercent: 0,
    });
    const unknown = { id: 'not-in-the-catalog', description: 'English' };
    expect(localizeItem('addons', unknown, 'fr')).toBe(unknown);
  });
});

// The page-weight rule: browsers never download the French catalog. Islands get its words from
// the API or as props, already translated; none may import catalog-text.ts or catalog.fr.json,
// even through another module.
describe('the French catalog texts in the browser', () => {
  it('are reached by no island', () => {
    const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
    const IMPORT =
      /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return files(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const pending = files(join(SRC, 'islands'));
    const seen = new Set<string>();
    const reached: string[] = [];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ? undefined : (match[2] ?? match[3]);
        if (!specifier?.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier);
        if (/catalog-text\.ts$|catalog\.fr\.json$/.test(target))
          reached.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
        else if (existsSync(target) && /\.tsx?$/.test(target)) pending.push(target);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(reached).toEqual([]);
  });
});
