import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { officerQueueSummarySchema } from '../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: how many tickets wait for support, since when, and how many are past due',
    tags: ['officers'],
    access: 'officer',
    response: officerQueueSummarySchema,
    handler: ({ services }) => {
      return services.officerDesk.queueSummary();
    },
  }),
});
