import { audited } from '../../../../../server/audit/record-activity.ts';
import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  DELETE: operation({
    summary: 'Revoke a kubeconfig (`all` revokes every active one of the cluster)',
    description: 'Takes effect at once: the Kubernetes API answers 401 to its token.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.credentials',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, params, context }) => {
      await audited(
        { services, context, user },
        { action: 'kubeconfig.revoked', targetType: 'cluster', targetId: params.id ?? null, detail: params.kid ?? '' },
        () => services.kubeconfigs.revoke(user, params.id ?? '', params.kid ?? ''),
        (count) => ({ detail: `${params.kid === 'all' ? 'all' : params.kid}: ${count} revoked` }),
      );
    },
  }),
});
