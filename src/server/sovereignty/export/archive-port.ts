import type { Services } from '../../app/services.ts';
import { footprintCsv } from '../../usage/footprint.service.ts';
import {
  buildOrganizationArchive,
  type ArchiveProgress,
  type ArchiveServices,
  type BuiltArchive,
} from '../archive/index.ts';

export type { ArchiveProgress, BuiltArchive };

/** Builds one organization's archive into `outDir`, as asked by `exportedBy`. */
export type ArchiveBuilder = (
  organizationId: string,
  outDir: string,
  onProgress: (progress: ArchiveProgress) => void | Promise<void>,
  exportedBy: string,
) => Promise<BuiltArchive>;

/**
 * The archive library's builder over the app's services (given once they are all wired), with
 * the carbon footprint of every month since the organization began, as the CSV of /usage.
 */
export function archiveBuilder(
  services: () => (ArchiveServices & Pick<Services, 'usage'>) | undefined,
): ArchiveBuilder {
  return async (organizationId, outDir, onProgress, exportedBy) => {
    const ready = services();
    if (!ready) throw new Error('The services are still starting.');
    const footprint = async (since: string) =>
      footprintCsv(await ready.usage.footprint.forOrganization(organizationId, since.slice(0, 7)));
    return buildOrganizationArchive(ready, organizationId, outDir, onProgress, { exportedBy, footprint });
  };
}
