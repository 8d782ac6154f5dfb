import { localizeCatalog } from '../../shared/catalog-text.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { Locale } from '../../shared/i18n/locale.ts';
import { MICRO_USD_PER_CENT } from '../../shared/money.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { addonInstall } from '../k8s/addon-workloads.ts';
import type { Marketplace, MarketplaceItem } from '../../shared/marketplace/marketplace.schemas.ts';

/**
 * The marketplace catalogue from the catalog: add-ons (with what they install, read from the
 * same layouts the simulated clusters run) and products, featured ones first, described in the
 * caller's language.
 */
export class MarketplaceService {
  #catalog: CatalogRepository;

  constructor(catalog: CatalogRepository) {
    this.#catalog = catalog;
  }

  async catalogue(locale: Locale = requestLocale()): Promise<Marketplace> {
    const catalog = localizeCatalog(await this.#catalog.snapshot(), locale);
    const allTiers = catalog.tiers.map((t) => t.id);
    const addons: MarketplaceItem[] = catalog.addons.map((addon) => {
      const install = addonInstall({
        id: addon.id,
        name: addon.name,
        version: addon.version,
        category: addon.category,
      });
      return {
        kind: 'addon',
        id: addon.id,
        name: addon.name,
        category: addon.category,
        description: addon.description,
        vendor: m.notice_vendor_managed_by_us(),
        license: null,
        version: addon.version,
        olderVersions: addon.olderVersions ?? [],
        pricingUnit: 'per cluster',
        priceMonthlyMicroUsd: addon.priceMonthlyUsdCents * MICRO_USD_PER_CENT,
        featured: addon.default,
        tiers: addon.tiers,
        installs: {
          namespace: install.namespace,
          workloads: install.workloads.map((w) => ({
            kind: w.kind,
            name: w.name,
            images: w.containers.map((c) => c.image),
            replicas: w.kind === 'DaemonSet' ? null : (w.replicas ?? 1),
          })),
        },
      };
    });
    const products: MarketplaceItem[] = catalog.products.map((product) => ({
      kind: 'product',
      id: product.id,
      name: product.name,
      category: product.category,
      description: product.description,
      vendor: product.vendor,
      license: product.license,
      version: null,
      olderVersions: [],
      pricingUnit: product.pricingUnit,
      priceMonthlyMicroUsd: product.priceMonthlyMicroUsd,
      featured: product.featured,
      tiers: allTiers,
      installs: null,
    }));
    const items = [...addons, ...products].sort((a, b) => Number(b.featured) - Number(a.featured));
    return { items, tiers: catalog.tiers.map((t) => ({ id: t.id, name: t.name })) };
  }
}
