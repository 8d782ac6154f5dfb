import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { officerTicketChangeSchema, officerTicketSchema } from '../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: one ticket with its consented snapshots, files and internal notes',
    tags: ['officers'],
    access: 'officer',
    response: officerTicketSchema,
    handler: ({ services, params }) => {
      return services.officerDesk.get(params.id ?? '');
    },
  }),
  PATCH: operation({
    summary: 'Officers: change a ticket’s state (`event`: acknowledge, resolve, close, reopen) and/or its priority',
    description: 'A transition that does not apply: 409. Recorded in the audit log.',
    tags: ['officers'],
    access: 'officer',
    body: officerTicketChangeSchema,
    response: officerTicketSchema,
    handler: ({ services, user, params, body, context }) => {
      return services.officerDesk.change(user, params.id ?? '', body, requestMeta(context));
    },
  }),
});
