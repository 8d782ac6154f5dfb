// Client-safe (no imports): the files a customer may attach, by type, with their extensions.
// The server trusts neither the declared type nor the name: it sniffs the content (file-sniff.ts).

export const ATTACHMENT_TYPES = [
  { type: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  { type: 'image/png', extensions: ['png'], label: 'PNG image' },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG image' },
  { type: 'text/plain', extensions: ['txt', 'md', 'log', 'yaml', 'yml'], label: 'text' },
  { type: 'text/csv', extensions: ['csv'], label: 'CSV' },
  {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word document',
  },
  {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'Excel workbook',
  },
] as const;

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]['type'];

/** At most 10 MB per file (the server refuses more before reading it). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** At most this many files per request. */
export const MAX_ATTACHMENTS = 5;

/** For the file picker's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(',');

/** "PDF, PNG image, …" for help texts. */
export const ATTACHMENT_TYPE_LIST = ATTACHMENT_TYPES.map((t) => t.label).join(', ');
