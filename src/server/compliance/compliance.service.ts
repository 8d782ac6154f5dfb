import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { Repositories } from '../store/repositories.ts';
import { buildCompliancePack, type CompliancePack, type Person } from './compliance-pack.ts';
import { renderCompliancePackPdf } from './compliance-pack.pdf.ts';
import type { ResidencyPackSection } from './residency-section.ts';
import { FootprintService, type ClusterMonthFootprint } from '../usage/footprint.service.ts';
import { monthOf } from '../../shared/carbon/footprint.ts';

/** Every event of a cluster the pack reads (a cluster's whole life fits well within this). */
const EVENT_LIMIT = 100_000;

/** Per-cluster compliance packs, for the cluster's organization only (another's cluster is 404). */
export class ComplianceService {
  #repositories: Repositories;
  #catalog: CatalogRepository;
  #now: () => number;
  #footprint: FootprintService;
  #residency: ((organizationId: string, clusterId: string) => Promise<ResidencyPackSection>) | undefined;

  constructor(deps: {
    repositories: Repositories;
    catalog: CatalogRepository;
    now?: () => number;
    footprint?: FootprintService;
  }) {
    this.#repositories = deps.repositories;
    this.#catalog = deps.catalog;
    this.#now = deps.now ?? Date.now;
    this.#footprint =
      deps.footprint ??
      new FootprintService({ repositories: deps.repositories, catalog: deps.catalog, now: this.#now });
  }

  /** The cluster's carbon footprint: the last complete month and the current month to date. */
  async #carbon(organizationId: string, cluster: Parameters<FootprintService['clusterMonth']>[1]) {
    const now = new Date(this.#now());
    const current = monthOf(now.getTime());
    const last = monthOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const [lastMonth, monthToDate] = await Promise.all(
      [last, current].map((month) => this.#footprint.clusterMonth(organizationId, cluster, month)),
    );
    const pick = (line: ClusterMonthFootprint | undefined, month: string) => ({
      month,
      grams: line?.grams ?? 0,
      nodeHours: line?.nodeHours ?? 0,
      kWh: line?.kWh ?? 0,
      pue: line?.pue ?? 0,
      gridIntensity: line?.gridIntensity ?? 0,
      country: line?.country ?? '',
    });
    return { lastMonth: pick(lastMonth, last), monthToDate: pick(monthToDate, current) };
  }

  /** Connects where data lives (wired after the clusters): the pack then states it. */
  useResidency(residency: (organizationId: string, clusterId: string) => Promise<ResidencyPackSection>): void {
    this.#residency = residency;
  }

  async pack(organizationId: string, clusterId: string): Promise<CompliancePack> {
    const repositories = this.#repositories;
    const cluster = await repositories.clusters.find(organizationId, clusterId);
    if (!cluster) throw errors.notFound(m.error_no_such_cluster());
    const [catalog, kubeconfigs, events, members, carbon] = await Promise.all([
      this.#catalog.snapshot(),
      repositories.kubeconfigs.listForCluster(clusterId),
      repositories.clusterEvents.list(clusterId, EVENT_LIMIT),
      repositories.users.listByOrganization(organizationId),
      this.#carbon(organizationId, cluster),
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
    const pack = buildCompliancePack({
      cluster,
      catalog,
      kubeconfigs,
      events,
      people,
      now: new Date(this.#now()),
      carbon,
    });
    return this.#residency ? { ...pack, residency: await this.#residency(organizationId, clusterId) } : pack;
  }

  async pdf(organizationId: string, clusterId: string): Promise<{ bytes: Buffer; filename: string }> {
    const pack = await this.pack(organizationId, clusterId);
    return { bytes: await renderCompliancePackPdf(pack), filename: `compliance-pack-${pack.cluster.name}.pdf` };
  }
}
