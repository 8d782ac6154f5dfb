import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { ConfigError, type AppConfig } from '../config/config.ts';
import { errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import type { CatalogSeed, Region } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type {
  ClusterResidency,
  ClusterResidencyAnswer,
  OrganizationResidency,
  ResidencyRegion,
} from '../../shared/residency/residency.schemas.ts';
import { consoleSubprocessors, type Subprocessor } from '../../shared/residency/subprocessors.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The add-on whose backups go to object storage in the cluster's own region. */
export const BACKUP_ADDON_ID = 'velero';

const regionOf = (region: Region): ResidencyRegion => ({
  id: region.id,
  name: region.name,
  city: region.city,
  country: region.country,
  jurisdiction: region.jurisdiction,
  sovereign: region.sovereign,
});

/** A region the catalog does not know (withdrawn since): named by its id, jurisdiction unknown to us. */
const unknownRegion = (id: string): ResidencyRegion => ({
  id,
  name: id,
  city: id,
  country: 'ZZ',
  jurisdiction: 'EU',
  sovereign: false,
});

/** Where a cluster's data and backups are, from its record and the catalog. */
export function clusterResidency(cluster: ClusterRecord, catalog: CatalogSeed): ClusterResidency {
  const found = catalog.regions.find((r) => r.id === cluster.regionId);
  const region = found ? regionOf(found) : unknownRegion(cluster.regionId);
  const backedUp = cluster.addonIds.includes(BACKUP_ADDON_ID);
  return {
    clusterId: cluster.id,
    clusterName: cluster.name,
    providerId: cluster.providerId,
    region,
    backups: { addonId: backedUp ? BACKUP_ADDON_ID : null, region: backedUp ? region : null },
  };
}

/**
 * The residency statements: per cluster and per organization, always with the console's own
 * storage region and the services it uses (shared/residency/subprocessors.ts).
 */
export class ResidencyService {
  #repositories: Repositories;
  #catalog: CatalogRepository;
  #config: AppConfig;

  constructor(deps: { repositories: Repositories; catalog: CatalogRepository; config: AppConfig }) {
    this.#repositories = deps.repositories;
    this.#catalog = deps.catalog;
    this.#config = deps.config;
  }

  /** Refuses to start when CONSOLE_DATA_REGION names no region of the catalog. */
  async assertConsoleRegion(): Promise<void> {
    const catalog = await this.#catalog.snapshot();
    const id = this.#config.consoleDataRegion;
    if (!catalog.regions.some((r) => r.id === id))
      throw new ConfigError(
        `Invalid CONSOLE_DATA_REGION (got "${id}"): expected a region id of the catalog, such as fr-par-1`,
      );
  }

  /** The console's storage region and its subprocessors, as configured. */
  consoleSide(catalog: CatalogSeed): { console: { region: ResidencyRegion }; subprocessors: Subprocessor[] } {
    const stored = catalog.regions.find((r) => r.id === this.#config.consoleDataRegion);
    const region = stored ? regionOf(stored) : unknownRegion(this.#config.consoleDataRegion);
    const smtpHost = this.#config.smtpUrl ? new URL(this.#config.smtpUrl).hostname : undefined;
    return {
      console: { region },
      subprocessors: consoleSubprocessors({
        smtpHost,
        smtpCountry: this.#config.subprocessorCountries.smtp,
        paymentProvider: 'built_in',
        exchangeRatesHost: new URL(this.#config.exchangeRatesUrl).hostname,
        exchangeRatesCountry: this.#config.subprocessorCountries.exchangeRates,
        consoleCountry: region.country,
      }),
    };
  }

  /** One of the organization's clusters (404 for another organization's or an unknown one). */
  async cluster(organizationId: string, clusterId: string): Promise<ClusterResidencyAnswer> {
    const cluster = await this.#repositories.clusters.find(organizationId, clusterId);
    if (!cluster) throw errors.notFound(m.error_no_such_cluster());
    const catalog = await this.#catalog.snapshot();
    return { cluster: clusterResidency(cluster, catalog), ...this.consoleSide(catalog) };
  }

  /** Every cluster of the organization that is not deleted, and the distinct regions they use. */
  async organization(organizationId: string): Promise<OrganizationResidency> {
    const [clusters, catalog] = await Promise.all([
      this.#repositories.clusters.listLive(organizationId),
      this.#catalog.snapshot(),
    ]);
    const statements = clusters
      .map((cluster) => clusterResidency(cluster, catalog))
      .sort((a, b) => a.clusterName.localeCompare(b.clusterName));
    const regions = new Map(statements.map((s) => [s.region.id, s.region]));
    return {
      clusters: statements,
      regions: [...regions.values()].sort((a, b) => a.id.localeCompare(b.id)),
      ...this.consoleSide(catalog),
    };
  }
}
