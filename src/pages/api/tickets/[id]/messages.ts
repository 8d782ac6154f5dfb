import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { customerTicketSchema, ticketMessageInputSchema } from '../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Answer a ticket, with files and optionally a consented snapshot of its cluster',
    description:
      'A resolved ticket reopens when answered within 14 days; after that, or once closed: 409 `ticket_closed`.',
    tags: ['support'],
    access: 'user',
    permission: 'support.write',
    body: ticketMessageInputSchema,
    response: customerTicketSchema,
    handler: ({ services, user, params, body }) => services.customerDesk.reply(user, params.id ?? '', body),
  }),
});
