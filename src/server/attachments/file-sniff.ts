import { ATTACHMENT_TYPES, type AttachmentType } from '../../shared/attachment-types.ts';
import { m } from '../../shared/i18n/messages.ts';

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What the bytes are, from their content alone; undefined for anything not allowed. */
export function sniffType(bytes: Buffer): AttachmentType | 'zip-office' | 'text' | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip-office';
  if (bytes.length > 0 && isText(bytes)) return 'text';
  return undefined;
}

/** The refusal of a file whose content is not what its extension says, by type. */
const CONTENT_NOT: Record<AttachmentType, () => string> = {
  'application/pdf': m.error_file_content_not_pdf,
  'image/png': m.error_file_content_not_png,
  'image/jpeg': m.error_file_content_not_jpeg,
  'text/plain': m.error_file_content_not_text,
  'text/csv': m.error_file_content_not_csv,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': m.error_file_content_not_docx,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': m.error_file_content_not_xlsx,
};

/**
 * The type a file is stored and served as: its name's extension must be allowed and the content
 * must be what the extension says (a renamed executable is refused). Returns the refusal instead.
 */
export function checkFile(name: string, bytes: Buffer): { type: AttachmentType } | { refusal: string } {
  const extension = name.toLowerCase().split('.').at(-1) ?? '';
  const expected = ATTACHMENT_TYPES.find((t) => (t.extensions as readonly string[]).includes(extension));
  if (!expected || !name.includes('.')) return { refusal: m.error_file_type_not_accepted() };
  const sniffed = sniffType(bytes);
  const ascii = bytes.subarray(0, 4096).toString('latin1');
  const matches =
    sniffed === expected.type ||
    (sniffed === 'text' && (expected.type === 'text/plain' || expected.type === 'text/csv')) ||
    (sniffed === 'zip-office' && expected.type.includes('wordprocessingml') && ascii.includes('word/')) ||
    (sniffed === 'zip-office' && expected.type.includes('spreadsheetml') && ascii.includes('xl/'));
  return matches ? { type: expected.type } : { refusal: CONTENT_NOT[expected.type]() };
}
