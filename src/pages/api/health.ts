import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { healthSchema } from '../../server/health/health.service.ts';
import { reply } from '../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Liveness of the API and reachability of the store (503 when the store fails)',
    access: 'public',
    tags: ['platform'],
    response: healthSchema,
    handler: async ({ services }) => {
      const health = await services.health();
      return health.status === 'ok' ? health : reply(health, { status: 503 });
    },
  }),
});
