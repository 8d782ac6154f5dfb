import { audited } from '../../../../server/audit/record-activity.ts';
import { clusterSchema } from '../../../../server/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { challengeInputSchema } from '../../../../server/orders/orders.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Answer the 3-D Secure check of a cluster change’s charge (the test provider’s approve or fail)',
    description:
      'Approved: the change is charged and applies (202, the cluster `updating`, its invoice issued). Failed: 402 `authentication_failed`, nothing charged or changed. ' +
      'No change waiting for this challenge: 409.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.write',
    body: challengeInputSchema,
    response: clusterSchema,
    status: 202,
    handler: ({ services, user, params, body, context }) =>
      audited({ services, context, user }, { action: 'cluster.change_confirmed', targetType: 'cluster', targetId: params.id ?? null }, () =>
        services.clusters.confirmChange(user, params.id ?? '', body.challengeId, body.outcome),
      ),
  }),
});
