import { signInResponse } from '../../../server/auth/sign-in-response.ts';
import { acceptedNewPasswordSchema } from '../../../server/auth/password-policy.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import { acceptInvitationInputSchema } from '../../../shared/organizations/members.schemas.ts';
import { publicUserSchema } from '../../../shared/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Accept an invitation: create your account in the organization with the invited role, and sign in',
    description:
      'The e-mail is the invited address (verified by the link). The link works once; an address that has an account meanwhile is 409.',
    tags: ['organization'],
    access: 'public',
    body: acceptInvitationInputSchema.extend({ password: acceptedNewPasswordSchema }),
    response: publicUserSchema,
    status: 201,
    handler: async ({ services, body, context }) => {
      const meta = requestMeta(context);
      const created = await services.members.accept(body, meta);
      const { token } = await services.sessions.create(created.id, meta);
      return signInResponse(context, { kind: 'signed-in', user: await services.accounts.present(created), token }, 201);
    },
  }),
});
