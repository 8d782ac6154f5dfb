import { z } from 'zod';
import { errors } from '../../../../server/http/app-error.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { m } from '../../../../shared/i18n/messages.ts';

export const prerender = false;

export const operations = defineEndpoint({
  DELETE: operation({
    summary: 'Sign out one of your sessions (another user’s id is 404)',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    // Open to a member whose organization requires two-factor before they have set it up.
    beforeTwoFactor: true,
    response: z.void(),
    status: 204,
    handler: async ({ services, user, params }) => {
      if (!(await services.sessions.revokeOwn(user.id, params.id ?? '')))
        throw errors.notFound(m.rules_session_not_found());
    },
  }),
});
