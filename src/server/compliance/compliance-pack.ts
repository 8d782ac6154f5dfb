import { m } from '../../shared/i18n/messages.ts';
import { localizeItem } from '../../shared/catalog-text.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import type { CatalogSeed, Certification } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterEventRecord } from '../clusters/cluster-events.repository.ts';
import { eventMessage } from '../clusters/event-text.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { KubeconfigRecord } from '../clusters/kubeconfigs.repository.ts';
import type { ResidencyPackSection } from './residency-section.ts';

/** Who did something, as the pack names them. */
export type Person = { id: string; name: string; email: string; organizationId: string };

/** One dated line of the pack. */
export type PackEntry = { at: string; who: string; what: string };

/** A credential and where it stands at the time of the pack. */
export type CredentialHolder = {
  holder: string;
  issuedAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  state: 'active' | 'expired' | 'revoked';
  revokedAt: string | null;
};

/** What an audit (GDPR, HDS, CISPE) asks about one cluster, ready to print. */
export type CompliancePack = {
  generatedAt: string;
  cluster: {
    id: string;
    name: string;
    status: string;
    createdAt: string;
    tier: string;
    kubernetesVersion: string;
    testCluster: boolean;
  };
  location: {
    provider: string;
    managedService: string;
    region: string;
    city: string;
    country: string;
    jurisdiction: string;
    sovereignProvider: boolean;
    sovereignRegion: boolean;
    statement: string;
  };
  certifications: Certification[];
  credentials: { holders: CredentialHolder[]; events: PackEntry[] };
  adminAccess: { operatorActions: PackEntry[]; memberChanges: PackEntry[] };
  /** Where the cluster's data and backups live, the console's region and its subprocessors. */
  residency?: ResidencyPackSection;
  /** Estimated emissions: the last complete month and the current month to date. */
  carbon?: { lastMonth: CarbonMonth; monthToDate: CarbonMonth };
};

/** One month of a cluster's estimated carbon footprint, as the API computes it. */
export type CarbonMonth = {
  month: string;
  grams: number;
  nodeHours: number;
  kWh: number;
  pue: number;
  gridIntensity: number;
  country: string;
};

// Messages, called when the pack is built (in the language of the request).
const JURISDICTIONS: Record<string, () => string> = {
  EU: m.compliance_jurisdiction_eu,
  UK: m.compliance_jurisdiction_uk,
  CH: m.compliance_jurisdiction_ch,
  US: m.compliance_jurisdiction_us,
  APAC: m.compliance_jurisdiction_apac,
  ME: m.compliance_jurisdiction_me,
};

/**
 * The content of a cluster's compliance pack, from its record, the catalog, its credentials,
 * its whole event stream and the people named in it. Pure: the PDF prints exactly this.
 * An action by someone outside the customer's organization is an action by our operators.
 */
export function buildCompliancePack(input: {
  cluster: ClusterRecord;
  catalog: CatalogSeed;
  kubeconfigs: readonly KubeconfigRecord[];
  /** The cluster's events, any order. */
  events: readonly ClusterEventRecord[];
  people: ReadonlyMap<string, Person>;
  now: Date;
  /** The cluster's footprint lines (see FootprintService). */
  carbon?: { lastMonth: CarbonMonth; monthToDate: CarbonMonth };
}): CompliancePack {
  const { cluster, catalog, people, now } = input;
  const provider = catalog.providers.find((p) => p.id === cluster.providerId);
  const stored = catalog.regions.find((r) => r.id === cluster.regionId);
  const region = stored && localizeItem('regions', stored, currentLocale());
  const tier = catalog.tiers.find((t) => t.id === cluster.tierId);
  const nameOf = (id: string | null) => {
    if (!id) return m.compliance_platform_actor();
    const person = people.get(id);
    return person ? `${person.name} <${person.email}>` : m.compliance_former_member();
  };
  const isOperator = (id: string | null) => {
    const person = id ? people.get(id) : undefined;
    return person !== undefined && person.organizationId !== cluster.organizationId;
  };
  const events = [...input.events].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  const entry = (e: ClusterEventRecord): PackEntry => ({ at: e.at, who: nameOf(e.actorId), what: eventMessage(e) });
  const jurisdiction = region
    ? (JURISDICTIONS[region.jurisdiction]?.() ?? region.jurisdiction)
    : m.compliance_unknown();
  const sovereignProvider = provider?.sovereign ?? false;
  const sovereignRegion = region?.sovereign ?? false;
  const statement =
    sovereignProvider && sovereignRegion
      ? m.compliance_statement_sovereign({ city: region?.city ?? '', country: region?.country ?? '' })
      : m.compliance_statement_not_sovereign({
          city: region?.city ?? m.compliance_unknown(),
          country: region?.country ?? '??',
        });
  return {
    generatedAt: now.toISOString(),
    cluster: {
      id: cluster.id,
      name: cluster.name,
      status: cluster.status,
      createdAt: cluster.createdAt,
      tier: tier?.name ?? cluster.tierId,
      kubernetesVersion: cluster.kubernetesVersion,
      testCluster: cluster.purpose === 'provider-test',
    },
    location: {
      provider: provider?.name ?? cluster.providerId,
      managedService: provider?.managedServiceName ?? '',
      region: region ? `${region.name} (${region.id})` : cluster.regionId,
      city: region?.city ?? '',
      country: region?.country ?? '',
      jurisdiction,
      sovereignProvider,
      sovereignRegion,
      statement,
    },
    certifications: provider?.certifications ?? [],
    credentials: {
      holders: input.kubeconfigs
        .map((k) => ({
          holder: nameOf(k.userId),
          issuedAt: k.createdAt,
          expiresAt: k.expiresAt,
          lastUsedAt: k.lastUsedAt,
          revokedAt: k.revokedAt,
          state: k.revokedAt
            ? ('revoked' as const)
            : Date.parse(k.expiresAt) <= now.getTime()
              ? ('expired' as const)
              : ('active' as const),
        }))
        .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt)),
      events: events.filter((e) => e.type === 'credential').map(entry),
    },
    adminAccess: {
      operatorActions: events.filter((e) => isOperator(e.actorId)).map(entry),
      memberChanges: events
        .filter((e) => e.type !== 'credential' && e.actorId !== null && !isOperator(e.actorId))
        .map(entry),
    },
    ...(input.carbon ? { carbon: input.carbon } : {}),
  };
}
