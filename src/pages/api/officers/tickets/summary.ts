import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { onlyOfficers } from '../../../../server/tickets/officer-gate.ts';
import { officerQueueSummarySchema } from '../../../../server/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: how many tickets wait for support, since when, and how many are past due',
    tags: ['officers'],
    access: 'user',
    response: officerQueueSummarySchema,
    handler: ({ services, user, context }) => {
      onlyOfficers(user, context.url.pathname);
      return services.supportDesk.officerQueueSummary();
    },
  }),
});
