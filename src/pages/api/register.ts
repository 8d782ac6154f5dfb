import { z } from 'zod';
import { pendingApprovalSchema } from '../../shared/auth/auth.schemas.ts';
import { registerBodySchema } from '../../server/auth/password-policy.ts';
import { signInResponse } from '../../server/auth/sign-in-response.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { reply } from '../../server/http/reply.ts';
import { requestMeta } from '../../server/http/request-meta.ts';
import { publicUserSchema } from '../../shared/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Create an account and its organization, and sign in (202 when the registration waits for approval)',
    tags: ['auth'],
    access: 'public',
    body: registerBodySchema,
    response: z.union([publicUserSchema, pendingApprovalSchema]),
    status: 201,
    handler: async ({ body, services, context }) => {
      const meta = requestMeta(context);
      const result = await services.registrations.register(body, meta);
      if (result.kind === 'pending') {
        return reply(
          {
            pendingApproval: true,
            message: 'Check your e-mail to confirm your address. An administrator will then review your registration.',
          },
          { status: 202 },
        );
      }
      if (result.kind === 'email-taken') {
        // The same status and body as a new account, but no session: a cookie that opens nothing
        // would be a half-working sign-in. Only a new account is signed in (201 + cookie),
        // so the missing cookie is all this tells; the address's owner is told by e-mail.
        return reply(result.lookalike, { status: 201 });
      }
      const { token } = await services.sessions.create(result.user.id, meta);
      const user = await services.accounts.present(result.user);
      return signInResponse(context, { kind: 'signed-in', user, token }, 201);
    },
  }),
});
