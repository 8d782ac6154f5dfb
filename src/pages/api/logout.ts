import { z } from 'zod';
import { isSecureSite } from '../../server/auth/sign-in-response.ts';
import { AppError } from '../../server/http/app-error.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { requestMeta } from '../../server/http/request-meta.ts';
import { clearSessionCookie } from '../../server/sessions/session-cookie.ts';
import { m } from '../../shared/i18n/messages.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Sign out: the session is revoked on the server and the cookie cleared',
    tags: ['auth'],
    access: 'public',
    response: z.void(),
    status: 204,
    handler: async ({ services, session, user, context }) => {
      // A token is not a session: answering 204 would let its bearer believe it was revoked.
      if (/^bearer\s/i.test(context.headers.authorization ?? '')) {
        throw new AppError(
          400,
          'session_required',
          m.error_logout_ends_session_not_token({ tokenPath: '/api/tokens/{id}' }),
        );
      }
      if (session) {
        await services.sessions.revoke(session.id);
        await services.audit.record(requestMeta(context), {
          action: 'auth.sign_out',
          result: 'success',
          actorId: user?.id,
        });
      }
      clearSessionCookie(context.cookies, isSecureSite(context));
    },
  }),
});
