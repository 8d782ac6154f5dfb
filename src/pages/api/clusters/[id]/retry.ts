import { audited } from '../../../../server/audit/record-activity.ts';
import { clusterSchema } from '../../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Retry a failed cluster operation from the phase that failed',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.write',
    response: clusterSchema,
    status: 202,
    handler: ({ services, user, params, context }) =>
      audited(
        { services, context, user },
        { action: 'cluster.retried', targetType: 'cluster', targetId: params.id ?? null },
        () => services.clusters.retry(user, params.id ?? ''),
      ),
  }),
});
