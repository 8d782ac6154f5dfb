import { z } from 'zod';
import { isSecureSite } from '../../server/auth/sign-in-response.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { requestMeta } from '../../server/http/request-meta.ts';
import { clearSessionCookie } from '../../server/sessions/session-cookie.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Sign out: the session is revoked on the server and the cookie cleared',
    tags: ['auth'],
    access: 'public',
    response: z.void(),
    status: 204,
    handler: async ({ services, session, user, context }) => {
      if (session) {
        await services.sessions.revoke(session.id);
        await services.audit.record(requestMeta(context), { action: 'auth.sign_out', result: 'success', actorId: user?.id });
      }
      clearSessionCookie(context.cookies, isSecureSite(context));
    },
  }),
});
