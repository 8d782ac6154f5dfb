import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: let a suspended organization order again; its invoice stays unpaid and in the queue',
    tags: ['officers'],
    access: 'officer',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, params, context }) => {
      await services.officers.payments.liftSuspension(user, params.organizationId ?? '', requestMeta(context));
    },
  }),
});
