import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { adminOrganizationPageSchema, organizationListQuerySchema } from '../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary:
      'Organizations, oldest first, with members, billing identity, plan, live clusters and paid spend (USD cents); search',
    tags: ['admin'],
    access: 'admin',
    query: organizationListQuerySchema,
    response: adminOrganizationPageSchema,
    handler: ({ services, query }) => services.organizationAdmin.list(query),
  }),
});
