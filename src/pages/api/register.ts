import { z } from 'zod';
import { pendingApprovalSchema } from '../../server/auth/auth.schemas.ts';
import { registerBodySchema } from '../../server/auth/password-policy.ts';
import { signInResponse } from '../../server/auth/sign-in-response.ts';
import { generateToken } from '../../server/auth/tokens.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { reply } from '../../server/http/reply.ts';
import { requestMeta } from '../../server/http/request-meta.ts';
import { publicUserSchema } from '../../server/users/users.schemas.ts';

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
        // The same answer as a new account (a session cookie included, one that opens nothing):
        // whether an address has an account is told only to its owner, by e-mail.
        return signInResponse(context, { kind: 'signed-in', user: result.lookalike, token: generateToken() }, 201);
      }
      const { token } = await services.sessions.create(result.user.id, meta);
      const user = await services.accounts.present(result.user);
      return signInResponse(context, { kind: 'signed-in', user, token }, 201);
    },
  }),
});
