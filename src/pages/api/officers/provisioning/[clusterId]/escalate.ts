import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { failedProvisioningSchema, officerNoteInputSchema } from '../../../../../shared/officers/officers.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: escalate a failed cluster with a note; the other officers are notified',
    tags: ['officers'],
    access: 'officer',
    body: officerNoteInputSchema,
    response: failedProvisioningSchema,
    handler: ({ services, user, params, body, context }) =>
      services.officers.provisioning.escalate(user, params.clusterId ?? '', body.note, requestMeta(context)),
  }),
});
