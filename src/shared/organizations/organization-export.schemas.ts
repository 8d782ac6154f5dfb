import { z } from 'zod';
import { currentLocale, type Locale } from '../i18n/locale.ts';
import { numberFormat } from '../format/intl-cache.ts';

/** Where an organization export is: waiting, being built, ready to download, failed, or gone. */
export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export const exportStatusSchema = z.enum(EXPORT_STATUSES);
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** `POST /api/organization/export` (202): the export just queued. */
export const exportQueuedSchema = z.object({
  id: z.string(),
  status: exportStatusSchema,
});

/** `GET /api/organization/export/{id}`: an export's state, and its link once ready. */
export const organizationExportSchema = z.object({
  id: z.string(),
  status: exportStatusSchema,
  /** How far the build is, 0–100. */
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  /** When the download link and the archive expire (once ready). */
  expiresAt: z.string().optional(),
  /** The download link, with its token (ready only). */
  downloadUrl: z.string().optional(),
  /** The archive's name and size in bytes (ready only). */
  fileName: z.string().optional(),
  bytes: z.number().int().optional(),
});
export type OrganizationExport = z.infer<typeof organizationExportSchema>;

/** `GET /api/organization/export`: the latest export of the organization, or null. */
export const latestExportSchema = organizationExportSchema.nullable();

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size as the language writes it ("4.2 MB", "4,2 Mo"), in powers of 1,000. */
export function formatFileSize(bytes: number, locale: Locale = currentLocale()): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(
    {
      style: 'unit',
      unit: SIZE_UNITS[unit],
      unitDisplay: unit === 0 ? 'narrow' : 'short',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    },
    locale,
  ).format(value);
}
