import { profileInputSchema } from '../../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { publicUserSchema } from '../../../shared/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PATCH: operation({
    summary: 'Change your display name',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    body: profileInputSchema,
    response: publicUserSchema,
    handler: ({ body, services, user }) => services.accounts.updateProfile(user.id, body),
  }),
});
