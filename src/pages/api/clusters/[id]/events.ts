import { z } from 'zod';
import { clusterEventSchema } from '../../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'A cluster’s event stream, newest first',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: z.array(clusterEventSchema),
    handler: ({ services, user, params, query }) =>
      services.clusters.events(user.organizationId, params.id ?? '', query.limit),
  }),
});
