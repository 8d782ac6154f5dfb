import { z } from 'zod';
import { mfaRequiredSchema, tokenInputSchema } from '../../../../shared/auth/auth.schemas.ts';
import { signInResponse } from '../../../../server/auth/sign-in-response.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { publicUserSchema } from '../../../../shared/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Sign in with a magic link token',
    tags: ['auth'],
    access: 'public',
    body: tokenInputSchema,
    response: z.union([publicUserSchema, mfaRequiredSchema]),
    handler: async ({ body, services, context }) =>
      signInResponse(context, await services.signIn.loginWithMagicLink(body.token, requestMeta(context))),
  }),
});
