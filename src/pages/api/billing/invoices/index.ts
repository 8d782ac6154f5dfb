import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { reply } from '../../../../server/http/reply.ts';
import { invoiceListQuerySchema, invoiceSchema } from '../../../../shared/invoices/invoices.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s invoices and credit notes, newest first',
    description:
      'Filter with `kind` (`invoice`, `credit_note`). When more exist, `X-Next-Cursor` holds the next page’s `cursor`.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    query: invoiceListQuerySchema,
    response: z.array(invoiceSchema),
    handler: async ({ services, user, query }) => {
      const page = await services.invoices.list(user.organizationId, query);
      return reply(page.items, { headers: page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {} });
    },
  }),
});
