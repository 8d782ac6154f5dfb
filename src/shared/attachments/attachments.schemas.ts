import { z } from 'zod';
import { m } from '../i18n/messages.ts';

// Client-safe (zod only): uploaded files as the API describes them (never their bytes).

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.int(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** POST /api/attachments?name=…: the file's name (the body is its bytes). */
export const attachmentUploadQuerySchema = z.object({
  name: z
    .string({ error: () => m.field_name_file() })
    .trim()
    .min(1, { error: () => m.field_name_file() })
    .max(120, { error: () => m.field_use_file_name_at_most_120() })
    .regex(/^[^\\/\u0000-\u001f]+$/, { error: () => m.field_use_file_name_without_slashes_control() }),
});

/** As stored: the description plus its owner and bytes (base64, so both backends keep it as JSON). */
export type AttachmentRecord = Attachment & {
  organizationId: string;
  uploaderId: string;
  sha256: string;
  dataBase64: string;
  /** The request it was attached to; null while only uploaded. */
  attachedTo: string | null;
};
