import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { sidebarCounts, sidebarCountsSchema } from '../../server/dashboard/sidebar-counts.service.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The counts on the dashboard sidebar: clusters and orders of your organization',
    description: 'A count that nothing records yet is 0, with the reason in `notCounted`.',
    tags: ['dashboard'],
    access: 'user',
    response: sidebarCountsSchema,
    handler: ({ services, user }) => sidebarCounts(async () => (await services.orders.counts(user.organizationId)).total),
  }),
});
