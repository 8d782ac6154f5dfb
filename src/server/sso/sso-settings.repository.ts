import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { SsoRole } from '../../shared/organizations/sso.schemas.ts';

/** An organization's OpenID Connect settings as stored (one per organization, keyed by its id). */
export type SsoSettingsRecord = {
  /** The organization's id. */
  id: string;
  issuer: string;
  clientId: string;
  /** The client secret sealed to this record (`SecretBox.sealFor`, sso-secret.ts). */
  sealedClientSecret: string;
  domains: string[];
  enforce: boolean;
  defaultRole: SsoRole;
  groupRoles: Record<string, SsoRole>;
  createdAt: string;
  updatedAt: string;
};

/** One e-mail domain reserved by one organization (the id is the domain: two cannot hold it). */
export type SsoDomainRecord = { id: string; organizationId: string; createdAt: string };

export const ssoSettingsTable = defineTable<SsoSettingsRecord>({
  name: 'organization_sso',
  order: { column: 'updated_at', key: (s) => s.updatedAt },
  indexes: {},
});

export const ssoDomainsTable = defineTable<SsoDomainRecord>({
  name: 'sso_domains',
  order: { column: 'created_at', key: (d) => d.createdAt },
  indexes: { organization: { column: 'organization_id', key: (d) => d.organizationId } },
});

/** Storage of single sign-on settings and the domains they reserve. */
export interface SsoSettingsRepository {
  get(organizationId: string): Promise<SsoSettingsRecord | undefined>;
  /** The settings of the organization that reserved `domain` (lower case). */
  findByDomain(domain: string): Promise<SsoSettingsRecord | undefined>;
  /**
   * Stores the settings and reserves their domains, releasing the ones dropped; answers the
   * domains another organization already holds (then nothing is stored). Run it in a transaction.
   */
  save(record: SsoSettingsRecord): Promise<{ taken: string[] }>;
  /** Removes the settings and releases their domains. */
  remove(organizationId: string): Promise<boolean>;
}

/** SsoSettingsRepository over either backend. */
export function createSsoSettingsRepository(db: Db): SsoSettingsRepository {
  const settings = db.collection(ssoSettingsTable);
  const domains = db.collection(ssoDomainsTable);
  return {
    get: (organizationId) => settings.get(organizationId),
    async findByDomain(domain) {
      const claim = await domains.get(domain);
      return claim ? settings.get(claim.organizationId) : undefined;
    },
    async save(record) {
      const taken: string[] = [];
      for (const domain of record.domains) {
        const added = await domains.insertIfAbsent({
          id: domain,
          organizationId: record.id,
          createdAt: record.updatedAt,
        });
        if (!added && (await domains.get(domain))?.organizationId !== record.id) taken.push(domain);
      }
      if (taken.length > 0) return { taken };
      for (const held of await domains.list({ where: { organization: record.id }, limit: 100 }))
        if (!record.domains.includes(held.id)) await domains.delete(held.id);
      await settings.upsert(record.id, () => record);
      return { taken };
    },
    async remove(organizationId) {
      await domains.deleteMany({ organization: organizationId });
      return settings.delete(organizationId);
    },
  };
}
