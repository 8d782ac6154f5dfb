import type { Attachment } from '../../../shared/attachments/attachments.schemas.ts';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../../../shared/attachment-types.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { apiUrl } from '../../lib/api-base.ts';
import { createApiError, errorField, messageField, parseErrorBody } from '../../lib/api-error.ts';

/** Why a chosen file cannot be sent, checked before uploading (the server checks again, by content). */
export function fileProblem(file: { name: string; size: number }): string | undefined {
  const extension = file.name.toLowerCase().split('.').at(-1) ?? '';
  if (!file.name.includes('.') || !ATTACHMENT_TYPES.some((t) => (t.extensions as readonly string[]).includes(extension))) {
    return m.custom_solutions_file_type_refused({ name: file.name });
  }
  if (file.size > MAX_ATTACHMENT_BYTES) return m.custom_solutions_file_too_large({ name: file.name });
  if (file.size === 0) return m.custom_solutions_file_empty({ name: file.name });
  return undefined;
}

/** Uploads one file (POST /api/attachments, the body is the file); throws ApiError when refused. */
export async function uploadAttachment(file: File): Promise<Attachment> {
  const response = await fetch(apiUrl(`/api/attachments?name=${encodeURIComponent(file.name)}`), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  const text = await response.text();
  if (!response.ok) {
    const body = parseErrorBody(text);
    const fields = body.isJson ? (body.json as { fields?: Record<string, string> }).fields : undefined;
    throw createApiError(fields?.file ?? messageField(body) ?? errorField(body) ?? m.custom_solutions_upload_error({ status: response.status }), response.status, body);
  }
  return JSON.parse(text) as Attachment;
}
