import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { officerTicketSchema } from '../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: the ticket queue, past-due tickets first, then by response due time',
    description:
      'Tickets being worked, every organization’s and visitors’. Internal notes included. 404 without officers access.',
    tags: ['officers'],
    access: 'officer',
    response: z.array(officerTicketSchema),
    handler: ({ services }) => {
      return services.officerDesk.queue();
    },
  }),
});
