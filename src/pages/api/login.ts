import { z } from 'zod';
import { loginInputSchema, mfaRequiredSchema } from '../../shared/auth/auth.schemas.ts';
import { signInResponse } from '../../server/auth/sign-in-response.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { requestMeta } from '../../server/http/request-meta.ts';
import { publicUserSchema } from '../../shared/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Sign in with a username (or e-mail) and password',
    description:
      'Answers the user with a session cookie, or `{ mfaRequired, mfaToken }` for accounts with two-factor authentication.',
    tags: ['auth'],
    access: 'public',
    body: loginInputSchema,
    response: z.union([publicUserSchema, mfaRequiredSchema]),
    handler: async ({ body, services, context }) =>
      signInResponse(context, await services.signIn.login(body.username, body.password, requestMeta(context))),
  }),
});
