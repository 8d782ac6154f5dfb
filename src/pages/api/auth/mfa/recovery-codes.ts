import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Replace the recovery codes (the old ones stop working), after a fresh code',
    tags: ['account'],
    access: 'user',
    body: z.strictObject({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code.') }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
    handler: async ({ body, services, user }) => ({ recoveryCodes: await services.mfa.regenerateRecoveryCodes(user.id, body.code) }),
  }),
});
