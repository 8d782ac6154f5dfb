import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  DELETE: operation({
    summary: 'Revoke a pending invitation (its link stops working)',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, params, context }) => {
      await services.members.revokeInvitation(user, params.id ?? '', requestMeta(context));
    },
  }),
});
