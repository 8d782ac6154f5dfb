import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { withLocale } from '../i18n/request-locale.ts';
import { MarketplaceService } from '../marketplace/marketplace.service.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { catalogSchema } from '../../shared/catalog/catalog.schemas.ts';
import { CatalogService } from './catalog.service.ts';

// What GET /api/catalog and GET /api/marketplace answer, in the request's language.

const copy = <T>(value: T): Promise<T> => Promise.resolve(structuredClone(value));
const repository = {
  snapshot: () => copy(catalogSeed),
  listTiers: () => copy([...catalogSeed.tiers].sort((a, b) => a.sortOrder - b.sortOrder)),
  listProviders: () => copy(catalogSeed.providers),
  listRegions: () => copy(catalogSeed.regions),
  listKubernetesVersions: () => copy(catalogSeed.kubernetesVersions),
  listNodeSizes: () => copy(catalogSeed.nodeSizes),
  listAddons: () => copy(catalogSeed.addons),
  listProducts: () => copy(catalogSeed.products),
  listBillingPlans: () => copy(catalogSeed.billingPlans),
} as unknown as CatalogRepository;
const service = new CatalogService(repository);

describe('GET /api/catalog in the caller’s language', () => {
  it('is the stored catalog itself in English, byte for byte', async () => {
    const english = await service.getCatalog('en');
    expect(JSON.stringify(english)).toBe(
      JSON.stringify({ ...catalogSeed, tiers: [...catalogSeed.tiers].sort((a, b) => a.sortOrder - b.sortOrder) }),
    );
    expect(english.tiers[0]?.description).toBe(
      'A production cluster with a highly available control plane spread over three zones and three general-purpose worker nodes included. Fits most web services, APIs and background workers.',
    );
  });

  it('describes the tiers in French, with the same ids, names, prices and flags', async () => {
    const [english, french] = await Promise.all([service.getCatalog('en'), service.getCatalog('fr')]);
    const tier = french.tiers.find((t) => t.id === 'standard');
    expect(tier).toMatchObject({
      name: 'Standard (Blue)',
      priceMonthlyUsdCents: 14900,
      haControlPlane: true,
      sla: '99.95%',
    });
    expect(tier?.audience).toBe('Équipes produit qui exploitent des applications web et des API en production.');
    expect(tier?.features).toHaveLength(english.tiers.find((t) => t.id === 'standard')?.features.length ?? -1);
    expect(french.tiers.map((t) => [t.id, t.name, t.priceMonthlyUsdCents])).toEqual(
      english.tiers.map((t) => [t.id, t.name, t.priceMonthlyUsdCents]),
    );
    expect(catalogSchema.safeParse(french).success).toBe(true);
  });

  it('follows the request’s language when none is given', async () => {
    const french = await withLocale('fr', () => service.getCatalog());
    expect(french.providers.find((p) => p.id === 'sovereign')?.description).toMatch(/^Notre propre Kubernetes managé/);
    expect((await service.getCatalog()).providers.find((p) => p.id === 'sovereign')?.description).toMatch(
      /^Our own managed Kubernetes/,
    );
  });
});

describe('GET /api/marketplace in the caller’s language', () => {
  it('describes add-ons and products in French, names and prices unchanged', async () => {
    const marketplace = new MarketplaceService(repository);
    const [english, french] = await Promise.all([marketplace.catalogue('en'), marketplace.catalogue('fr')]);
    const velero = french.items.find((item) => item.id === 'velero');
    expect(velero).toMatchObject({ name: 'Velero backups', priceMonthlyMicroUsd: 25_000_000 });
    expect(velero?.description).toMatch(/^Sauvegardes planifiées/);
    expect(english.items.find((item) => item.id === 'velero')?.description).toMatch(/^Scheduled backups/);
    expect(french.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id));
  });
});
