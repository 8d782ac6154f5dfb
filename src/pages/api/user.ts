import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { publicUserSchema } from '../../server/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The signed-in user (401 when signed out)',
    tags: ['auth'],
    access: 'user',
    permission: 'account.self',
    response: publicUserSchema,
    handler: ({ services, user }) => services.accounts.present(user),
  }),
});
