import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { visitorReplyInputSchema, visitorTicketViewSchema } from '../../../../shared/tickets/tickets.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Reply to a ticket as its requester (reopens a ticket resolved less than 14 days ago)',
    tags: ['support'],
    access: 'public',
    body: visitorReplyInputSchema,
    response: visitorTicketViewSchema,
    handler: ({ body, services, context }) =>
      services.tickets.visitorReply(body.trackingCode, body.email, body.message, requestMeta(context)),
  }),
});
