import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Confirm two-factor enrolment with a first code; returns ten single-use recovery codes, once',
    tags: ['account'],
    access: 'user',
    body: z.strictObject({ code: z.string({ error: 'Enter the 6-digit code.' }).trim().regex(/^\d{6}$/, 'Enter the 6-digit code.') }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
    handler: async ({ body, services, user, context }) => {
      const recoveryCodes = await services.mfa.enable(user.id, body.code);
      await services.audit.record(requestMeta(context), { action: 'account.mfa_enabled', result: 'success', actorId: user.id });
      return { recoveryCodes };
    },
  }),
});
