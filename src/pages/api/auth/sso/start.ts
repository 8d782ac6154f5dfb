import { z } from 'zod';
import { isSecureSite } from '../../../../server/auth/sign-in-response.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { ssoFailureReply, setFlowCookie } from '../../../../server/sso/sso-http.ts';
import { redirectReply } from '../../../../server/http/reply.ts';
import { ssoStartQuerySchema } from '../../../../shared/organizations/sso.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary:
      'Start single sign-on: redirects (303) to the identity provider of the organization of the e-mail’s domain',
    description:
      'Authorization code with PKCE (S256); state, nonce and code verifier are sealed in a cookie valid 10 minutes. A browser is sent back to `/auth?ssoError=<code>` when no organization signs in with SSO for that domain; other clients get 404 `sso_not_configured`.',
    tags: ['auth'],
    access: 'public',
    query: ssoStartQuerySchema,
    response: z.void(),
    handler: async ({ services, query, context }) => {
      try {
        const { location, flow } = await services.ssoSignIn.start(query.email, requestMeta(context));
        setFlowCookie(context.cookies, flow, isSecureSite(context));
        return redirectReply(location);
      } catch (error) {
        return ssoFailureReply(context, error);
      }
    },
  }),
});
