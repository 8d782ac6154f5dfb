import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Reject a registration with a reason the applicant receives by e-mail',
    tags: ['admin'],
    access: 'admin',
    body: z.strictObject({
      reason: z.string({ error: 'Give a reason.' }).trim().min(1, 'Give a reason.').max(500, 'Use at most 500 characters.'),
    }),
    response: z.object({ id: z.string(), status: z.literal('rejected') }),
    handler: async ({ body, services, user, params, context }) => {
      const id = params.id ?? '';
      await services.registrations.reject(id, body.reason, user, requestMeta(context));
      return { id, status: 'rejected' as const };
    },
  }),
});
