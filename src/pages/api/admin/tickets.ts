import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { adminTicketViewSchema, ticketListQuerySchema } from '../../../shared/tickets/tickets.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Support tickets, newest first, one page at a time',
    tags: ['admin'],
    access: 'admin',
    query: ticketListQuerySchema,
    response: z.object({ items: z.array(adminTicketViewSchema), nextCursor: z.string().nullable() }),
    handler: ({ query, services }) => services.tickets.list(query),
  }),
});
