import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { Repositories } from '../store/repositories.ts';
import { buildCompliancePack, type CompliancePack, type Person } from './compliance-pack.ts';
import { renderCompliancePackPdf } from './compliance-pack.pdf.ts';

/** Every event of a cluster the pack reads (a cluster's whole life fits well within this). */
const EVENT_LIMIT = 100_000;

/** Per-cluster compliance packs, for the cluster's organization only (another's cluster is 404). */
export class ComplianceService {
  #repositories: Repositories;
  #catalog: CatalogRepository;
  #now: () => number;

  constructor(deps: { repositories: Repositories; catalog: CatalogRepository; now?: () => number }) {
    this.#repositories = deps.repositories;
    this.#catalog = deps.catalog;
    this.#now = deps.now ?? Date.now;
  }

  async pack(organizationId: string, clusterId: string): Promise<CompliancePack> {
    const repositories = this.#repositories;
    const cluster = await repositories.clusters.find(organizationId, clusterId);
    if (!cluster) throw errors.notFound(m.error_no_such_cluster());
    const [catalog, kubeconfigs, events, members] = await Promise.all([
      this.#catalog.snapshot(),
      repositories.kubeconfigs.listForCluster(clusterId),
      repositories.clusterEvents.list(clusterId, EVENT_LIMIT),
      repositories.users.listByOrganization(organizationId),
    ]);
    const people = new Map<string, Person>(
      members.map((u) => [u.id, { id: u.id, name: u.name, email: u.email, organizationId: u.organizationId }]),
    );
    // Actors from outside the organization are operators; look them up once each.
    const outside = new Set(
      [...events.map((e) => e.actorId), ...kubeconfigs.map((k) => k.userId)].filter(
        (id): id is string => id !== null && !people.has(id),
      ),
    );
    for (const id of outside) {
      const user = await repositories.users.findById(id);
      if (user) people.set(id, { id, name: user.name, email: user.email, organizationId: user.organizationId });
    }
    return buildCompliancePack({ cluster, catalog, kubeconfigs, events, people, now: new Date(this.#now()) });
  }

  async pdf(organizationId: string, clusterId: string): Promise<{ bytes: Buffer; filename: string }> {
    const pack = await this.pack(organizationId, clusterId);
    return { bytes: await renderCompliancePackPdf(pack), filename: `compliance-pack-${pack.cluster.name}.pdf` };
  }
}
