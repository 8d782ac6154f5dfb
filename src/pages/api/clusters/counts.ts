import { clusterCountsSchema } from '../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'How many clusters your organization has (not deleted), in all and by state',
    description: 'For the dashboard and the clusters list: counted from the state index, no cluster is read.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    response: clusterCountsSchema,
    handler: ({ services, user }) => services.clusters.counts(user.organizationId),
  }),
});
