import { recoveryCodesSchema, totpInputSchema } from '../../../../shared/mfa/mfa.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Confirm two-factor enrolment with a first code; returns ten single-use recovery codes, once',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    recentSession: true,
    // Open to a member whose organization requires two-factor before they have set it up.
    beforeTwoFactor: true,
    body: totpInputSchema,
    response: recoveryCodesSchema,
    handler: async ({ body, services, user, context }) => {
      const recoveryCodes = await services.mfa.enable(user.id, body.code);
      await services.audit.record(requestMeta(context), {
        action: 'account.mfa_enabled',
        result: 'success',
        actorId: user.id,
      });
      return { recoveryCodes };
    },
  }),
});
