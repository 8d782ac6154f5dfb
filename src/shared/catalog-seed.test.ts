import { describe, expect, it } from 'vitest';
import { monthlyCentsFromHourly, yearlyDiscount } from './money.ts';
import { catalogSeed, readCatalogSeed } from './catalog-seed.ts';
import { catalogSeedSchema } from './catalog/catalog.schemas.ts';
import type { CatalogSeed } from './catalog/catalog.schemas.ts';

// Each rejection test starts from a fresh copy so a mutation cannot leak into another test.
function freshCopy(): CatalogSeed {
  return structuredClone(catalogSeed);
}

function issueMessages(candidate: unknown): string[] {
  const result = catalogSeedSchema.safeParse(candidate);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('catalog seed', () => {
  const seed = catalogSeed;

  it('lists the seven tiers of SPEC §1, in order', () => {
    const sorted = [...seed.tiers].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(sorted.map((t) => t.name)).toEqual([
      'Standard (Blue)',
      'Enterprise (Red)',
      'Economy (Green)',
      'Data Analytics',
      'AI/ML (Violet)',
      'Dev/Test (Orange)',
      'Sandbox (Gray)',
    ]);
    expect(seed.tiers).toEqual(sorted);
  });

  it('presents each cluster-type page exactly once', () => {
    const pages = seed.tiers.map((t) => t.page);
    expect([...pages].sort()).toEqual(['ai', 'blue', 'data', 'green', 'orange', 'red', 'sandbox']);
  });

  it('offers a real yearly discount on every paid tier', () => {
    for (const tier of seed.tiers.filter((t) => t.priceMonthlyUsdCents > 0)) {
      const discount = yearlyDiscount(tier.priceMonthlyUsdCents, tier.priceYearlyUsdCents);
      expect(discount, tier.id).toBeGreaterThanOrEqual(15);
      expect(discount, tier.id).toBeLessThanOrEqual(20);
    }
  });

  it('states every price in integer minor units, node sizes at 730 hours a month', () => {
    const amounts = [
      ...seed.tiers.flatMap((t) => [t.priceMonthlyUsdCents, t.priceYearlyUsdCents]),
      ...seed.nodeSizes.flatMap((n) => [n.priceHourlyMicroUsd, n.priceMonthlyUsdCents]),
      ...seed.addons.map((a) => a.priceMonthlyUsdCents),
      ...seed.products.map((p) => p.priceMonthlyMicroUsd),
      ...seed.billingPlans.map((b) => b.monthlyCommitUsdCents),
    ];
    expect(amounts.every(Number.isSafeInteger)).toBe(true);
    const standardSmall = seed.nodeSizes.find((n) => n.id === 'gp-2-4');
    expect(standardSmall).toMatchObject({ priceHourlyMicroUsd: 32_900, priceMonthlyUsdCents: 2_402 }); // $0.0329/h, $24.02/month
    for (const size of seed.nodeSizes)
      expect(size.priceMonthlyUsdCents, size.id).toBe(monthlyCentsFromHourly(size.priceHourlyMicroUsd));
  });

  it('hands out copies, so a caller cannot change the parsed seed', async () => {
    const copy = await readCatalogSeed();
    expect(copy).toEqual(catalogSeed);
    copy.tiers.length = 0;
    expect(catalogSeed.tiers).toHaveLength(7);
  });

  it('has the sovereign provider and the seven providers with test pages', () => {
    const sovereign = seed.providers.filter((p) => p.kind === 'sovereign' && p.sovereign);
    expect(sovereign.length).toBeGreaterThanOrEqual(1);
    expect(seed.providers.flatMap((p) => (p.testPage ? [p.testPage] : [])).sort()).toEqual([
      '/alibaba-ack-test',
      '/aws-eks-test',
      '/azure-aks-test',
      '/digitalocean-doks-test',
      '/gcp-cluster-test',
      '/huawei-cce-test',
      '/ibm-iks-test',
    ]);
    const sovereignIds = new Set(sovereign.map((p) => p.id));
    expect(seed.regions.filter((r) => sovereignIds.has(r.providerId) && r.city === 'Paris')).toHaveLength(2);
  });

  it('has exactly one default Kubernetes version, and it is not deprecated', () => {
    const defaults = seed.kubernetesVersions.filter((v) => v.default);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]?.status).not.toBe('deprecated');
  });

  it('rejects a region that points to an unknown provider', () => {
    const copy = freshCopy();
    const region = copy.regions[0];
    if (!region) throw new Error('the seed has no region');
    region.providerId = 'no-such-provider';
    expect(issueMessages(copy)).toContain("Unknown provider 'no-such-provider'");
  });

  it('rejects two default Kubernetes versions', () => {
    const copy = freshCopy();
    for (const version of copy.kubernetesVersions) version.default = true;
    expect(issueMessages(copy).some((m) => m.startsWith('Expected exactly one default version'))).toBe(true);
  });

  it('rejects a node size or add-on allowed in an unknown tier', () => {
    const copy = freshCopy();
    copy.nodeSizes[0]?.tiers.push('platinum');
    copy.addons[0]?.tiers.push('platinum');
    expect(issueMessages(copy).filter((m) => m === "Unknown tier 'platinum'")).toHaveLength(2);
  });

  it('rejects duplicate ids and a yearly price above twelve months', () => {
    const copy = freshCopy();
    const [first] = copy.addons;
    if (!first) throw new Error('the seed has no add-on');
    copy.addons.push({ ...first });
    const tier = copy.tiers[0];
    if (!tier) throw new Error('the seed has no tier');
    tier.priceYearlyUsdCents = 12 * tier.priceMonthlyUsdCents + 1;
    const messages = issueMessages(copy);
    expect(messages).toContain(`Duplicate id '${first.id}'`);
    expect(messages).toContain('Yearly price exceeds 12 monthly payments');
  });

  it('rejects a price that is not a whole number of minor units', () => {
    const copy = freshCopy();
    const tier = copy.tiers[0];
    if (!tier) throw new Error('the seed has no tier');
    tier.priceMonthlyUsdCents = 149.5;
    const paths = catalogSeedSchema.safeParse(copy).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['tiers.0.priceMonthlyUsdCents']);
  });

  it('rejects a monthly node price that is not the hourly price times 730', () => {
    const copy = freshCopy();
    const size = copy.nodeSizes.find((n) => n.id === 'gp-2-4');
    if (!size) throw new Error('the seed has no gp-2-4');
    size.priceMonthlyUsdCents = 2_401;
    expect(issueMessages(copy)).toEqual(['Expected 2402 cents (hourly × 730)']);
  });
});
