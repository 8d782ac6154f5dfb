import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { customerTicketSchema } from '../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'One of your organization’s tickets: conversation, files, shared snapshots, response-time clock',
    description: 'Another organization’s ticket answers 404, like one that does not exist.',
    tags: ['support'],
    access: 'user',
    permission: 'support.read',
    response: customerTicketSchema,
    handler: ({ services, user, params }) => services.customerDesk.get(user, params.id ?? ''),
  }),
});
