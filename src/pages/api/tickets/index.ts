import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { reply } from '../../../server/http/reply.ts';
import {
  customerTicketSchema,
  newTicketInputSchema,
  ticketListQuerySchema,
  ticketSummarySchema,
} from '../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s support tickets, newest first',
    description: 'Filter by `status`. When more exist, `X-Next-Cursor` holds the next page’s `cursor`.',
    tags: ['support'],
    access: 'user',
    permission: 'support.read',
    query: ticketListQuerySchema,
    response: z.array(ticketSummarySchema),
    handler: async ({ services, user, query }) => {
      const page = await services.customerDesk.list(user, query);
      return reply(page.items, { headers: page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {} });
    },
  }),
  POST: operation({
    summary: 'Open a ticket, optionally about a cluster or an order, with files and a consented cluster snapshot',
    description:
      'Upload files first (`POST /api/attachments`) and pass their ids. `shareSnapshot: true` shares a diagnostic snapshot of `clusterId` ' +
      '(preview it with `GET /api/clusters/{id}/diagnostic-snapshot`); it can be revoked later. The response time of the organization’s plan starts.',
    tags: ['support'],
    access: 'user',
    permission: 'support.write',
    body: newTicketInputSchema,
    response: customerTicketSchema,
    status: 201,
    handler: async ({ services, user, body }) => reply(await services.customerDesk.create(user, body), { status: 201 }),
  }),
});
