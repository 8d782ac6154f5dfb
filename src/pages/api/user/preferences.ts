import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { preferencesSchema, publicUserSchema } from '../../../shared/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PUT: operation({
    summary: 'Save display preferences (currency, billing cycle, theme, language) to the account',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    // Display choices change nothing the organization holds: a member asked to set up two-factor
    // may still read the set-up in their own language.
    beforeTwoFactor: true,
    body: preferencesSchema,
    response: publicUserSchema,
    handler: ({ body, services, user }) => services.accounts.updatePreferences(user, body),
  }),
});
