import { mfaSetupSchema } from '../../../../shared/mfa/mfa.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Start two-factor enrolment: a secret and its QR code (active once a first code confirms it)',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    recentSession: true,
    // Open to a member whose organization requires two-factor before they have set it up.
    beforeTwoFactor: true,
    response: mfaSetupSchema,
    handler: ({ services, user }) => services.mfa.setup(user),
  }),
});
