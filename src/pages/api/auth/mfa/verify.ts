import { mfaVerifyInputSchema } from '../../../../shared/auth/auth.schemas.ts';
import { signInResponse } from '../../../../server/auth/sign-in-response.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { publicUserSchema } from '../../../../shared/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Complete a sign-in with a TOTP code or a recovery code',
    tags: ['auth'],
    access: 'public',
    body: mfaVerifyInputSchema,
    response: publicUserSchema,
    handler: async ({ body, services, context }) =>
      signInResponse(context, await services.signIn.completeMfa(body.mfaToken, body.code, requestMeta(context))),
  }),
});
