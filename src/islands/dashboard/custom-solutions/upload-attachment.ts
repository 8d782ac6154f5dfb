import type { Attachment } from '../../../shared/attachments/attachments.schemas.ts';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../../../shared/attachment-types.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { apiJson } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api-error.ts';

/** Why a chosen file cannot be sent, checked before uploading (the server checks again, by content). */
export function fileProblem(file: { name: string; size: number }): string | undefined {
  const extension = file.name.toLowerCase().split('.').at(-1) ?? '';
  if (
    !file.name.includes('.') ||
    !ATTACHMENT_TYPES.some((t) => (t.extensions as readonly string[]).includes(extension))
  ) {
    return m.custom_solutions_file_type_refused({ name: file.name });
  }
  if (file.size > MAX_ATTACHMENT_BYTES) return m.custom_solutions_file_too_large({ name: file.name });
  if (file.size === 0) return m.custom_solutions_file_empty({ name: file.name });
  return undefined;
}

/** Uploads one file (POST /api/attachments, the body is the file); throws ApiError when refused. */
export async function uploadAttachment(file: File): Promise<Attachment> {
  try {
    return await apiJson<Attachment>(`/api/attachments?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch (error) {
    // The refusal names the file's problem in `fields.file`: that is the message shown.
    const fileProblemText = error instanceof ApiError ? error.fields?.file : undefined;
    if (error instanceof ApiError && fileProblemText) {
      throw new ApiError(fileProblemText, {
        status: error.status,
        code: error.code,
        fields: error.fields,
        body: error.body,
      });
    }
    throw error;
  }
}
