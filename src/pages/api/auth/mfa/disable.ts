import { z } from 'zod';
import { mfaDisableInputSchema } from '../../../../shared/mfa/mfa.schemas.ts';
import { defineEndpoint, operation, requireSession } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { errors } from '../../../../server/http/app-error.ts';
import { requiresTwoFactor } from '../../../../server/organizations/two-factor-enforcement.ts';
import { m } from '../../../../shared/i18n/messages.ts';

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
      // Where the organization requires it, turning it off would only lock the member out of every change.
      if (requiresTwoFactor(await services.repositories.organizations.findById(user.organizationId)))
        throw errors.conflict(m.error_organization_requires_two_factor_keep_it());
      await services.mfa.disable(user.id, body, requireSession(session).id, requestMeta(context));
      await services.audit.record(requestMeta(context), {
        action: 'account.mfa_disabled',
        result: 'success',
        actorId: user.id,
      });
    },
  }),
});
