import type { CatalogSeed, Certification } from '../catalog/catalog.schemas.ts';
import type { ClusterEventRecord } from '../clusters/cluster-events.repository.ts';
import type { ClusterRecord } from '../clusters/clusters.schemas.ts';
import type { KubeconfigRecord } from '../clusters/kubeconfigs.repository.ts';

/** Who did something, as the pack names them. */
export type Person = { id: string; name: string; email: string; organizationId: string };

/** One dated line of the pack. */
export type PackEntry = { at: string; who: string; what: string };

/** A credential and where it stands at the time of the pack. */
export type CredentialHolder = { holder: string; issuedAt: string; expiresAt: string; lastUsedAt: string | null; state: 'active' | 'expired' | 'revoked'; revokedAt: string | null };

/** What an audit (GDPR, HDS, CISPE) asks about one cluster, ready to print. */
export type CompliancePack = {
  generatedAt: string;
  cluster: { id: string; name: string; status: string; createdAt: string; tier: string; kubernetesVersion: string; testCluster: boolean };
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
};

const JURISDICTIONS: Record<string, string> = {
  EU: 'the European Union (GDPR applies directly)',
  UK: 'the United Kingdom (UK GDPR)',
  CH: 'Switzerland (revFADP; EU adequacy decision)',
  US: 'the United States',
  APAC: 'the Asia-Pacific region',
  ME: 'the Middle East',
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
}): CompliancePack {
  const { cluster, catalog, people, now } = input;
  const provider = catalog.providers.find((p) => p.id === cluster.providerId);
  const region = catalog.regions.find((r) => r.id === cluster.regionId);
  const tier = catalog.tiers.find((t) => t.id === cluster.tierId);
  const nameOf = (id: string | null) => {
    if (!id) return 'The platform (automatic)';
    const person = people.get(id);
    return person ? `${person.name} <${person.email}>` : 'A former member';
  };
  const isOperator = (id: string | null) => {
    const person = id ? people.get(id) : undefined;
    return person !== undefined && person.organizationId !== cluster.organizationId;
  };
  const events = [...input.events].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  const entry = (e: ClusterEventRecord): PackEntry => ({ at: e.at, who: nameOf(e.actorId), what: e.message });
  const jurisdiction = region ? (JURISDICTIONS[region.jurisdiction] ?? region.jurisdiction) : 'unknown';
  const sovereignProvider = provider?.sovereign ?? false;
  const sovereignRegion = region?.sovereign ?? false;
  const statement =
    sovereignProvider && sovereignRegion
      ? `Data, backups and logs stay in ${region?.city ?? ''}, ${region?.country ?? ''}, operated by a European provider not subject to non-EU laws with extraterritorial reach.`
      : `Data stays in the region chosen (${region?.city ?? 'unknown'}, ${region?.country ?? '??'}); the provider is not a sovereign cloud: its parent company may be subject to non-EU law.`;
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
          state: k.revokedAt ? ('revoked' as const) : Date.parse(k.expiresAt) <= now.getTime() ? ('expired' as const) : ('active' as const),
        }))
        .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt)),
      events: events.filter((e) => e.type === 'credential').map(entry),
    },
    adminAccess: {
      operatorActions: events.filter((e) => isOperator(e.actorId)).map(entry),
      memberChanges: events.filter((e) => e.type !== 'credential' && e.actorId !== null && !isOperator(e.actorId)).map(entry),
    },
  };
}
