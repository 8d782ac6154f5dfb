import { z } from 'zod';
import { mfaDisableInputSchema } from '../../../../shared/mfa/mfa.schemas.ts';
import { defineEndpoint, operation, requireSession } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Turn two-factor authentication off, with a fresh code or the password',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    recentSession: true,
    body: mfaDisableInputSchema,
    response: z.void(),
    status: 204,
    handler: async ({ body, services, user, session, context }) => {
      await services.mfa.disable(user.id, body, requireSession(session).id, requestMeta(context));
      await services.audit.record(requestMeta(context), {
        action: 'account.mfa_disabled',
        result: 'success',
        actorId: user.id,
      });
    },
  }),
});
