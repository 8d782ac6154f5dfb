import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { onlyOfficers } from '../../../../server/tickets/officer-gate.ts';
import { officerTicketSchema } from '../../../../server/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: the ticket queue, past-due tickets first, then by response due time',
    description: 'Tickets being worked, every organization’s and visitors’. Internal notes included. 404 without officers access.',
    tags: ['officers'],
    access: 'user',
    response: z.array(officerTicketSchema),
    handler: ({ services, user, context }) => {
      onlyOfficers(user, context.url.pathname);
      return services.supportDesk.queue();
    },
  }),
});
