import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { officerMessageInputSchema, officerTicketSchema } from '../../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: answer a ticket; the customer is e-mailed and notified, the ticket waits for them',
    tags: ['officers'],
    access: 'officer',
    body: officerMessageInputSchema,
    response: officerTicketSchema,
    handler: ({ services, user, params, body, context }) => {
      return services.officerDesk.reply(user, params.id ?? '', body.message, requestMeta(context));
    },
  }),
});
