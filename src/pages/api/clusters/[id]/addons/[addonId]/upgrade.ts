import { audited } from '../../../../../../server/audit/record-activity.ts';
import { clusterAddonsSchema } from '../../../../../../shared/addons/addons.schemas.ts';
import { defineEndpoint, operation } from '../../../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Upgrade an installed add-on to the newest catalog version',
    description:
      'Answers 202 with the add-on `upgrading` and the cluster `updating`; 409 when it is already the newest or the cluster is busy.',
    tags: ['add-ons'],
    access: 'user',
    permission: 'clusters.write',
    response: clusterAddonsSchema,
    status: 202,
    handler: ({ services, user, params, context }) =>
      audited(
        { services, context, user },
        {
          action: 'cluster.addon_upgraded',
          targetType: 'cluster',
          targetId: params.id ?? null,
          detail: params.addonId ?? '',
        },
        () => services.addons.upgrade(user, params.id ?? '', params.addonId ?? ''),
      ),
  }),
});
