import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { fileReply } from '../../../../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The EN 16931 XML of an invoice or credit note',
    description:
      'UN/CEFACT CII (D16B), profile EN 16931: the factur-x.xml its PDF carries, as a download (application/xml). Invoices issued before e-invoicing have none (404).',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    response: z.string().describe('application/xml'),
    handler: async ({ services, user, params }) => {
      const { bytes, filename } = await services.invoices.xml(user.organizationId, params.id ?? '');
      return fileReply(bytes, 'application/xml; charset=utf-8', filename);
    },
  }),
});
