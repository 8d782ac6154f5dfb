import { z } from 'zod';
import { ensureDevAccount } from '../../../server/auth/dev-accounts.ts';
import { signInResponse } from '../../../server/auth/sign-in-response.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import { publicUserSchema } from '../../../shared/users/users.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Development only: sign in as a seeded customer, admin, super-admin or officer (404 in production)',
    tags: ['development'],
    access: 'public',
    body: z.strictObject({ as: z.enum(['customer', 'admin', 'super_admin', 'officer']) }),
    response: publicUserSchema,
    handler: async ({ body, services, context }) => {
      const user = await ensureDevAccount(services.repositories, body.as);
      const meta = requestMeta(context);
      const { token } = await services.sessions.create(user.id, meta);
      await services.audit.record(meta, {
        action: 'auth.sign_in',
        result: 'success',
        actorId: user.id,
        detail: 'development sign-in',
      });
      return signInResponse(context, { kind: 'signed-in', user: await services.accounts.present(user), token });
    },
  }),
});
