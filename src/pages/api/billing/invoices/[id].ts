import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { invoiceSchema } from '../../../../shared/invoices/invoices.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'One invoice or credit note (another organization’s is 404)',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    response: invoiceSchema,
    handler: ({ services, user, params }) => services.invoices.get(user.organizationId, params.id ?? ''),
  }),
});
