import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { fileReply } from '../../../../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The PDF of an invoice or credit note',
    description: 'application/pdf, as a download named after the invoice number.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    response: z.string().describe('application/pdf'),
    handler: async ({ services, user, params }) => {
      const { bytes, filename } = await services.invoices.pdf(user.organizationId, params.id ?? '');
      return fileReply(bytes, 'application/pdf', filename);
    },
  }),
});
