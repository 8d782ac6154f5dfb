import { audited } from '../../../../../server/audit/record-activity.ts';
import { clusterAddonsSchema } from '../../../../../shared/addons/addons.schemas.ts';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  DELETE: operation({
    summary: 'Uninstall an add-on from a running cluster',
    description:
      'Answers 202 with the add-on `uninstalling` and the cluster `updating`; it is no longer billed once removed. 409 while the cluster is not running.',
    tags: ['add-ons'],
    access: 'user',
    permission: 'clusters.write',
    response: clusterAddonsSchema,
    status: 202,
    handler: ({ services, user, params, context }) =>
      audited(
        { services, context, user },
        {
          action: 'cluster.addon_removed',
          targetType: 'cluster',
          targetId: params.id ?? null,
          detail: params.addonId ?? '',
        },
        () => services.addons.uninstall(user, params.id ?? '', params.addonId ?? ''),
      ),
  }),
});
