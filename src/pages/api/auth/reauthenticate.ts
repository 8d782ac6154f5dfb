import { z } from 'zod';
import { defineEndpoint, operation, requireSession } from '../../../server/http/api-route.ts';
import { errors } from '../../../server/http/app-error.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import { reauthenticateInputSchema } from '../../../shared/sessions/sessions.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary:
      'Confirm it is you: the password again (or a two-factor code) makes this session recently authenticated for 10 minutes',
    description:
      'Owner invitations and changes, token creation and two-factor changes answer 403 `reauthentication_required` when the session signed in more than 10 minutes ago. Wrong answers are slowed down like the other password checks (3 free, then 2 s doubling to 15 minutes per account); 5 in one session end it (401 `session_ended`).',
    tags: ['auth'],
    access: 'user',
    permission: 'account.self',
    // Open to a member whose organization requires two-factor before they have set it up.
    beforeTwoFactor: true,
    body: reauthenticateInputSchema,
    response: z.void(),
    status: 204,
    handler: async ({ body, services, user, session, context }) => {
      const { id } = requireSession(session);
      const meta = requestMeta(context);
      if ('code' in body) {
        if (!user.mfa)
          throw errors.badRequest(m.error_reauthenticate_code_without_mfa(), {
            code: m.error_reauthenticate_code_without_mfa(),
          });
        const wrong = { field: 'code', wrong: m.field_code_not_valid_check_app_try() };
        await services.reauth.check(user, id, () => services.mfa.verify(user.id, body.code), wrong, meta);
      } else {
        await services.reauth.checkPassword(user, id, body.password, 'password', meta);
      }
      if (!(await services.sessions.markAuthenticated(id))) throw errors.unauthorized();
      await services.audit.record(meta, { action: 'account.reauth', result: 'success', actorId: user.id });
    },
  }),
});
