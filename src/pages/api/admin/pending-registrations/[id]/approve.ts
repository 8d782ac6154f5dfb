import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { registrationDecisionSchema } from '../../../../../shared/registrations/registrations.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Approve a registration: the account is created and the applicant e-mailed',
    tags: ['admin'],
    access: 'admin',
    response: registrationDecisionSchema,
    handler: async ({ services, user, params, context }) => {
      const id = params.id ?? '';
      await services.registrations.approve(id, user, requestMeta(context));
      return { id, status: 'approved' as const };
    },
  }),
});
