import { changeEmailInputSchema, messageSchema } from '../../../shared/auth/auth.schemas.ts';
import { defineEndpoint, operation, requireSession } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Change your e-mail: re-authenticate, then confirm from the new address',
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    body: changeEmailInputSchema,
    response: messageSchema,
    status: 202,
    handler: async ({ body, services, user, session, context }) => {
      await services.accounts.requestEmailChange(
        user,
        requireSession(session).id,
        body.password,
        body.newEmail,
        requestMeta(context),
      );
      return { message: `We sent a confirmation link to ${body.newEmail}. Your address changes when you open it.` };
    },
  }),
});
