import type { Db } from '../../store/db.ts';
import { UniqueViolation } from '../../store/db.ts';
import { defineTable } from '../../store/table-spec.ts';
import type { ExportStatus } from '../../../shared/organizations/organization-export.schemas.ts';

/** One requested archive of an organization, as stored. */
export type OrganizationExportRecord = {
  id: string;
  organizationId: string;
  /** The owner who asked: the e-mail with the link goes to them. */
  requestedBy: string;
  status: ExportStatus;
  /** 0–100. */
  progress: number;
  /** What the build is doing (the archive library's step name). */
  step: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** When the link and the archive expire (set once ready). */
  expiresAt: string | null;
  /** The archive, relative to the exports folder. */
  path: string | null;
  fileName: string | null;
  bytes: number | null;
  sha256: string | null;
  /** The download token, sealed to this record (`SecretBox.sealFor`); never in clear at rest. */
  sealedToken: string | null;
  error: string | null;
  /** The build holding the export while it runs, and until when (renewed as it works). */
  buildId: string | null;
  leaseUntil: string | null;
};

/** What an export's download token is sealed to: this export's row. */
export const exportTokenRecord = (exportId: string) => `organization_exports:${exportId}`;

const isActive = (e: OrganizationExportRecord) => e.status === 'queued' || e.status === 'running';

export const organizationExportsTable = defineTable<OrganizationExportRecord>({
  name: 'organization_exports',
  order: { column: 'created_at', key: (e) => e.createdAt },
  indexes: {
    organization: { column: 'organization_id', key: (e) => e.organizationId },
    // One queued or running export per organization, enforced by the store itself.
    active: { column: 'active', key: (e) => (isActive(e) ? e.organizationId : null), unique: true },
    // Ready archives by expiry, for the sweep that deletes them.
    expires: { column: 'expires_at', key: (e) => (e.status === 'ready' ? e.expiresAt : null) },
  },
});

/** Storage of organization exports. */
export interface OrganizationExportRepository {
  /** Stores a new export; false when the organization already has one queued or running. */
  create(record: OrganizationExportRecord): Promise<boolean>;
  get(id: string): Promise<OrganizationExportRecord | undefined>;
  /** The organization's newest export. */
  latest(organizationId: string): Promise<OrganizationExportRecord | undefined>;
  update(
    id: string,
    change: (current: OrganizationExportRecord) => OrganizationExportRecord | undefined,
  ): Promise<OrganizationExportRecord | undefined>;
  /** Ready exports whose link expired before `now`. */
  expiredBefore(now: string, limit: number): Promise<OrganizationExportRecord[]>;
  /** Exports queued or running (any organization), to make sure each has its job. */
  active(limit: number): Promise<OrganizationExportRecord[]>;
}

/** OrganizationExportRepository over either backend. */
export function createOrganizationExportRepository(db: Db): OrganizationExportRepository {
  const exports = db.collection(organizationExportsTable);
  return {
    async create(record) {
      try {
        await exports.insert(record);
        return true;
      } catch (error) {
        if (error instanceof UniqueViolation && error.index === 'active') return false;
        throw error;
      }
    },
    get: (id) => exports.get(id),
    latest: (organizationId) => exports.findOne({ where: { organization: organizationId } }),
    update: (id, change) => exports.update(id, change),
    expiredBefore: (now, limit) => exports.list({ where: { expires: { lt: now } }, direction: 'asc', limit }),
    async active(limit) {
      return (await exports.list({ where: { active: { gte: '' } }, limit })).filter(isActive);
    },
  };
}
