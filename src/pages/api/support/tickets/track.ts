import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { trackTicketInputSchema, visitorTicketViewSchema } from '../../../../shared/tickets/tickets.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Follow a ticket with its tracking code and the requester’s e-mail address',
    description:
      'An unknown code and a wrong address get the same 404. Failed look-ups are limited per client (429 with Retry-After). POST, so that neither value lands in a URL.',
    tags: ['support'],
    access: 'public',
    body: trackTicketInputSchema,
    response: visitorTicketViewSchema,
    handler: ({ body, services, context }) =>
      services.tickets.track(body.trackingCode, body.email, requestMeta(context)),
  }),
});
