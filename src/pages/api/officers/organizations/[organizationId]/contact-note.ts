import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { officerNoteInputSchema, officerNoteSchema } from '../../../../../shared/officers/officers.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: note a contact with an organization about its unpaid invoice',
    tags: ['officers'],
    access: 'officer',
    body: officerNoteInputSchema,
    response: officerNoteSchema,
    status: 201,
    handler: ({ services, user, params, body, context }) =>
      services.officers.payments.noteContact(user, params.organizationId ?? '', body.note, requestMeta(context)),
  }),
});
