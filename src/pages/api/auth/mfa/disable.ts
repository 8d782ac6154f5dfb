import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Turn two-factor authentication off, with a fresh code or the password',
    tags: ['account'],
    access: 'user',
    body: z.union([
      z.strictObject({ code: z.string().trim().min(6, 'Enter the 6-digit code.').max(32) }),
      z.strictObject({ password: z.string().min(1, 'Enter your password.').max(128) }),
    ]),
    response: z.void(),
    status: 204,
    handler: async ({ body, services, user, context }) => {
      await services.mfa.disable(user.id, body);
      await services.audit.record(requestMeta(context), { action: 'account.mfa_disabled', result: 'success', actorId: user.id });
    },
  }),
});
