import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import {
  registrationDecisionSchema,
  rejectRegistrationInputSchema,
} from '../../../../../shared/registrations/registrations.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Reject a registration with a reason the applicant receives by e-mail',
    tags: ['admin'],
    access: 'admin',
    body: rejectRegistrationInputSchema,
    response: registrationDecisionSchema,
    handler: async ({ body, services, user, params, context }) => {
      const id = params.id ?? '';
      await services.registrations.reject(id, body.reason, user, requestMeta(context));
      return { id, status: 'rejected' as const };
    },
  }),
});
