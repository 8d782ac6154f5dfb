import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  DELETE: operation({
    summary: 'Revoke one of your API tokens: its next request gets 401 token_revoked',
    tags: ['tokens'],
    access: 'user',
    permission: 'account.self',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, params, context }) => {
      await services.tokens.revoke(user, params.id ?? '', requestMeta(context));
    },
  }),
});
