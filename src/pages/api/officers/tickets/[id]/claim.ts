import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { officerTicketSchema } from '../../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: take a ticket (assign it to yourself; an open ticket is acknowledged)',
    tags: ['officers'],
    access: 'officer',
    response: officerTicketSchema,
    handler: ({ services, user, params, context }) => {
      return services.officerDesk.assign(user, params.id ?? '', requestMeta(context));
    },
  }),
});
