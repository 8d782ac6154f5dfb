import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import {
  registrationDecisionSchema,
  rejectRegistrationInputSchema,
} from '../../../../../shared/registrations/registrations.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: reject a registration with a reason the applicant receives by e-mail',
    tags: ['officers'],
    access: 'officer',
    body: rejectRegistrationInputSchema,
    response: registrationDecisionSchema,
    handler: async ({ body, services, user, params, context }) => {
      const id = params.id ?? '';
      const meta = requestMeta(context);
      await services.registrations.reject(id, body.reason, user, meta);
      await services.audit.record(meta, {
        action: 'officer.registration.rejected',
        result: 'success',
        actorId: user.id,
        detail: id,
      });
      return { id, status: 'rejected' as const };
    },
  }),
});
