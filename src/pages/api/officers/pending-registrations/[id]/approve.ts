import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { registrationDecisionSchema } from '../../../../../shared/registrations/registrations.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: approve a registration (the account is created and the applicant e-mailed)',
    tags: ['officers'],
    access: 'officer',
    response: registrationDecisionSchema,
    handler: async ({ services, user, params, context }) => {
      const id = params.id ?? '';
      const meta = requestMeta(context);
      await services.registrations.approve(id, user, meta);
      await services.audit.record(meta, {
        action: 'officer.registration.approved',
        result: 'success',
        actorId: user.id,
        detail: id,
      });
      return { id, status: 'approved' as const };
    },
  }),
});
