import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { customerTicketSchema, ticketRatingInputSchema } from '../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Rate the answer (1–5 and a comment) once the ticket is resolved',
    description: 'Before resolution: 409 `not_resolved`.',
    tags: ['support'],
    access: 'user',
    permission: 'support.write',
    body: ticketRatingInputSchema,
    response: customerTicketSchema,
    handler: ({ services, user, params, body }) => services.customerDesk.rate(user, params.id ?? '', body),
  }),
});
