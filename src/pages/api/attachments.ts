import { MAX_ATTACHMENT_BYTES } from '../../shared/attachment-types.ts';
import { attachmentSchema, attachmentUploadQuerySchema } from '../../shared/attachments/attachments.schemas.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Upload a file to attach to a request (at most 10 MB)',
    description:
      'The body is the file’s bytes; `name` its file name. Accepted: PDF, PNG, JPEG, text, CSV, Word and Excel files; ' +
      'the type is read from the content, and a file whose content does not match its name is refused (400 on `file`). Over 10 MB: 413.',
    tags: ['attachments'],
    access: 'user',
    permission: 'support.write',
    query: attachmentUploadQuerySchema,
    rawBody: { maxBytes: MAX_ATTACHMENT_BYTES },
    response: attachmentSchema,
    status: 201,
    handler: ({ services, user, query, raw }) => services.attachments.upload(user, query.name, raw),
  }),
});
