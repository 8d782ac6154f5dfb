import { recoveryCodesSchema, totpInputSchema } from '../../../../shared/mfa/mfa.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Replace the recovery codes (the old ones stop working), after a fresh code',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    recentSession: true,
    body: totpInputSchema,
    response: recoveryCodesSchema,
    handler: async ({ body, services, user }) => ({
      recoveryCodes: await services.mfa.regenerateRecoveryCodes(user.id, body.code),
    }),
  }),
});
