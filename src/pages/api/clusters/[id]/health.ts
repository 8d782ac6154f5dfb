import { clusterHealthSchema } from '../../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'A cluster’s component health: API server, etcd, scheduler, nodes ready',
    description:
      'Rolled up as healthy, progressing, unhealthy or stopped. The provisioning timeline is the cluster’s `phases` and its events.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    response: clusterHealthSchema,
    handler: ({ services, user, params }) => services.clusters.health(user.organizationId, params.id ?? ''),
  }),
});
