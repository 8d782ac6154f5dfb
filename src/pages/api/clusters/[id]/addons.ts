import { clusterAddonsSchema } from '../../../../shared/addons/addons.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary:
      'A cluster’s add-ons: installed (version, state, since) and the catalog’s others, with why any cannot run on it',
    description: 'Installing is an order: `POST /api/orders` with kind `addon`.',
    tags: ['add-ons'],
    access: 'user',
    permission: 'clusters.read',
    response: clusterAddonsSchema,
    handler: ({ services, user, params }) => services.addons.forCluster(user.organizationId, params.id ?? ''),
  }),
});
