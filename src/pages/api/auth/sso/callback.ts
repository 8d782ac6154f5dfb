import { z } from 'zod';
import { setSignInCookies } from '../../../../server/auth/sign-in-response.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { redirectReply } from '../../../../server/http/reply.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { clearFlowCookie, readFlowCookie, ssoFailureReply } from '../../../../server/sso/sso-http.ts';
import { ssoCallbackQuerySchema } from '../../../../shared/organizations/sso.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary:
      'Where the identity provider sends the member back: checks its answer, signs in and redirects (303) to the console',
    description:
      'The code is exchanged with the PKCE verifier; the ID token must be signed by the provider, issued by the configured issuer for this client, unexpired, carry this sign-in’s nonce, and a verified e-mail of the organization’s domains. A browser is sent back to `/auth?ssoError=<code>` on a refusal; other clients get the JSON error (`sso_state_mismatch`, `sso_nonce_mismatch`, `sso_bad_signature`, `sso_token_expired`, `sso_wrong_issuer`, `sso_code_invalid`, `sso_email_unverified`, `sso_account_elsewhere`…).',
    tags: ['auth'],
    access: 'public',
    query: ssoCallbackQuerySchema,
    response: z.void(),
    handler: async ({ services, context }) => {
      const flow = readFlowCookie(context.cookies);
      clearFlowCookie(context);
      try {
        const result = await services.ssoSignIn.finish(context.url.searchParams, flow, requestMeta(context));
        if (result.kind === 'signed-in') setSignInCookies(context, result);
        return redirectReply('/dashboard');
      } catch (error) {
        return ssoFailureReply(context, error);
      }
    },
  }),
});
