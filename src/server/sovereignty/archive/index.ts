// The organization archive: everything the console holds about one organization, as a
// .tar.gz to keep or to import into another instance (`npm run org:import`).
export { buildOrganizationArchive, type BuildOptions } from './build.ts';
export { importOrganizationArchive, type ImportResult } from './import.ts';
export {
  ARCHIVE_KIND,
  ARCHIVE_SCHEMA_VERSION,
  type ArchiveManifest,
  type ArchiveProgress,
  ArchiveRejected,
  type ArchiveServices,
  type BuiltArchive,
} from './manifest.ts';
