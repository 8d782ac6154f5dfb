import { readCatalogSeed } from '../catalog/catalog-seed.ts';
import { CatalogService } from '../catalog/catalog.service.ts';
import type { AppConfig } from '../config/config.ts';
import { checkHealth, type Health } from '../health/health.service.ts';
import { openLowdbBackend, type Repositories } from '../store/repositories.ts';
import { bootstrapAdmin } from '../users/admin-bootstrap.ts';
import { readVersionSummary, type VersionSummary } from '../version/version.service.ts';
import type { RealtimeMessage } from '../ws/realtime.ts';

/** Pushes a message to one user's open sockets; set once the HTTP server exists. */
export type Publisher = (userId: string, message: RealtimeMessage) => number;

/** Everything endpoints reach through `locals.services`: one instance per process. */
export type Services = {
  config: AppConfig;
  repositories: Repositories;
  catalog: CatalogService;
  version: VersionSummary;
  health: () => Promise<Health>;
  realtime: { publish: Publisher };
};

/** Services plus what only the process owner may call. */
export type ServiceContainer = Services & { close: () => Promise<void> };

/** Opens the store (migrating it), seeds the catalog on first start and bootstraps the admin. */
export async function createServices(config: AppConfig): Promise<ServiceContainer> {
  const startedAt = Date.now();
  const backend = await openLowdbBackend(config.dataDir);
  const { repositories } = backend;
  if (await repositories.catalog.seedIfEmpty(await readCatalogSeed())) {
    console.info('Seeded the catalog from src/server/catalog/seed/catalog.json');
  }
  const admin = await bootstrapAdmin(repositories, config.admin);
  if (admin === 'created') console.info(`Created the super_admin ${config.admin?.email}`);
  const realtime: Services['realtime'] = { publish: () => 0 };
  return {
    config,
    repositories,
    catalog: new CatalogService(repositories.catalog),
    version: readVersionSummary(config.appEnv),
    health: () => checkHealth(backend.checkHealth, startedAt),
    realtime,
    close: () => backend.close(),
  };
}
