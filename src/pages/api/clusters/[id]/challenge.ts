import { audited } from '../../../../server/audit/record-activity.ts';
import { clusterSchema } from '../../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { challengeInputSchema } from '../../../../shared/orders/orders.schemas.ts';

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
      audited(
        { services, context, user },
        { action: 'cluster.change_confirmed', targetType: 'cluster', targetId: params.id ?? null },
        () => services.clusters.confirmChange(user, params.id ?? '', body.challengeId, body.outcome),
      ),
  }),
  DELETE: operation({
    summary: 'Cancel a cluster change waiting for 3-D Secure',
    description:
      'The customer gives up the change instead of answering the bank: its payment is voided (it can no longer be approved), nothing is charged and the cluster stays as it is (200, the cluster); a new change can be made at once. ' +
      'No change waiting for 3-D Secure, or the bank already approved it: 409.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.write',
    response: clusterSchema,
    handler: ({ services, user, params, context }) =>
      audited(
        { services, context, user },
        { action: 'cluster.change_cancelled', targetType: 'cluster', targetId: params.id ?? null },
        () => services.clusters.cancelChange(user, params.id ?? ''),
      ),
  }),
});
