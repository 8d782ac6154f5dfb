import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { readinessSchema } from '../../server/health/readiness.ts';
import { reply } from '../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary:
      'Readiness for traffic: storage reachable, migrations current, job runner up, not shutting down (503 otherwise)',
    description: 'Load balancers check this one; /api/health only says the process is alive.',
    access: 'public',
    tags: ['platform'],
    response: readinessSchema,
    handler: async ({ services }) => {
      const readiness = await services.readiness();
      return reply(readinessSchema.parse(readiness), { status: readiness.status === 'ready' ? 200 : 503 });
    },
  }),
});
