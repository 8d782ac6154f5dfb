import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { adminTicketViewSchema, supportReplyInputSchema } from '../../../../../shared/tickets/tickets.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Answer a ticket as support; the requester is e-mailed and the ticket waits for them',
    tags: ['admin'],
    access: 'admin',
    body: supportReplyInputSchema,
    response: adminTicketViewSchema,
    handler: ({ body, params, services, user }) =>
      services.tickets.supportReply(params.id ?? '', body.message, user.id),
  }),
});
