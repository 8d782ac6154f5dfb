import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { customerTicketSchema } from '../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Reopen a resolved ticket (within 14 days of its resolution)',
    description: 'Later, or once closed: 409 `ticket_closed`; a ticket that is not resolved: 409 `invalid_transition`.',
    tags: ['support'],
    access: 'user',
    permission: 'support.write',
    response: customerTicketSchema,
    handler: ({ services, user, params }) => services.customerDesk.reopen(user, params.id ?? ''),
  }),
});
