import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { fileReply } from '../../../../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'An archived invoice or credit note as its Factur-X PDF',
    description:
      'application/pdf (PDF/A-3 with its EN 16931 XML), printed from the archived document. Administrators only (404 for everyone else); a ledger entry has no document (404).',
    tags: ['admin'],
    access: 'admin',
    response: z.string().describe('application/pdf'),
    handler: async ({ services, params }) => {
      const { bytes, filename } = await services.organizationArchive.pdf(params.id ?? '');
      return fileReply(bytes, 'application/pdf', filename);
    },
  }),
});
