import { audited } from '../../../../server/audit/record-activity.ts';
import { clusterSchema, testLoadInputSchema } from '../../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PUT: operation({
    summary:
      'Run a test load on a pool (pods requesting CPU; 0 replicas stops it): an autoscaled pool grows when its nodes cannot hold them',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.write',
    body: testLoadInputSchema,
    response: clusterSchema,
    handler: ({ services, user, params, body, context }) =>
      audited(
        { services, context, user },
        { action: 'cluster.test_load', targetType: 'cluster', targetId: params.id ?? null },
        () => services.clusters.setTestLoad(user, params.id ?? '', body),
      ),
  }),
});
