import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { officerMessageInputSchema, officerTicketSchema } from '../../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: add an internal note (never shown to the customer)',
    tags: ['officers'],
    access: 'officer',
    body: officerMessageInputSchema,
    response: officerTicketSchema,
    handler: ({ services, user, params, body, context }) => {
      return services.officerDesk.note(user, params.id ?? '', body.message, requestMeta(context));
    },
  }),
});
