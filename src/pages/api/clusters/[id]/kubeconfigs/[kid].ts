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
    handler: async ({ services, user, params }) => {
      await services.kubeconfigs.revoke(user, params.id ?? '', params.kid ?? '');
    },
  }),
});
