import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { publicUserSchema } from '../../shared/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The signed-in user (401 when signed out); with an API token, its holder',
    tags: ['auth'],
    access: 'user',
    permission: 'account.self',
    // Every token may ask whom it acts for (`sovereign-k8s login` checks a token with it).
    scope: 'any',
    response: publicUserSchema,
    handler: ({ services, user }) => services.accounts.present(user),
  }),
});
