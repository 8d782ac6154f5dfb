import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import { ticketCreatedSchema, visitorTicketInputSchema } from '../../../shared/tickets/tickets.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Open a support ticket as a visitor; its tracking code is returned and e-mailed',
    description:
      '`website` is a honeypot that people leave empty. Limited to 5 tickets an hour per e-mail address and 20 per client.',
    tags: ['support'],
    access: 'public',
    body: visitorTicketInputSchema,
    response: ticketCreatedSchema,
    status: 201,
    handler: ({ body, services, context }) => services.tickets.createVisitorTicket(body, requestMeta(context)),
  }),
});
