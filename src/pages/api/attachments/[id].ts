import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { fileReply } from '../../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Download an attached file (its organization and officers only)',
    description:
      'Always a download (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`), with the type read from its content.',
    tags: ['attachments'],
    access: 'user',
    permission: 'support.read',
    response: z.string().describe('the file'),
    handler: async ({ services, user, params }) => {
      const file = await services.attachments.download(user, params.id ?? '');
      return fileReply(file.bytes, file.contentType, file.name);
    },
  }),
});
