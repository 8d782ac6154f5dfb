import type { Db } from '../../store/db.ts';
import type { Repositories } from '../../store/repositories.ts';
import type { ManifestFile } from './archive-files.ts';

/** The archive format this build writes and reads. */
export const ARCHIVE_SCHEMA_VERSION = 1;
export const ARCHIVE_KIND = 'organization-archive';

/** manifest.json: what the archive is, and every other file with its SHA-256. */
export type ArchiveManifest = {
  schemaVersion: typeof ARCHIVE_SCHEMA_VERSION;
  kind: typeof ARCHIVE_KIND;
  organizationId: string;
  organizationName: string;
  exportedAt: string;
  /** The member who asked for the archive (their id), or null (an operator). */
  exportedBy: string | null;
  /** Each table exported: its rows, and whether an import stores them again. */
  tables: { name: string; records: number; restored: boolean }[];
  /** Fields left out of each table: secrets, and support staff's internal notes. */
  redacted: Record<string, string[]>;
  /** Tables never exported, and why. */
  excludedTables: Record<string, string>;
  files: ManifestFile[];
};

/**
 * What the archive library needs from the app: the repositories and the storage's Db. The
 * server's `Services` (`storage.db`) and an opened StorageBackend (`db`) both fit.
 */
export type ArchiveServices = { repositories: Repositories } & ({ storage: { db: Db } } | { db: Db });

/** The Db of either form. */
export const archiveDb = (services: ArchiveServices): Db => ('db' in services ? services.db : services.storage.db);

/** Progress of a build: `done` of `total` steps, and what it is doing. */
export interface ArchiveProgress {
  done: number;
  total: number;
  step: string;
}

/** The archive on disk. */
export interface BuiltArchive {
  fileName: string;
  bytes: number;
  sha256: string;
  path: string;
}

/** Why an import refused an archive; nothing was written. */
export class ArchiveRejected extends Error {
  override name = 'ArchiveRejected';
  readonly code: 'archive_schema_version' | 'archive_checksum' | 'archive_malformed' | 'archive_not_empty';
  constructor(code: ArchiveRejected['code'], message: string) {
    super(message);
    this.code = code;
  }
}
