import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { sidebarCounts, sidebarCountsSchema } from '../../server/dashboard/sidebar-counts.service.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The counts on the dashboard sidebar: clusters and orders of your organization',
    tags: ['dashboard'],
    access: 'user',
    permission: 'orders.read',
    response: sidebarCountsSchema,
    handler: ({ services, user }) =>
      sidebarCounts({
        clusters: () => services.clusters.countLive(user.organizationId),
        orders: async () => (await services.orders.counts(user.organizationId)).total,
      }),
  }),
});
