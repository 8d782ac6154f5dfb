import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { billingSummaryQuerySchema, billingSummarySchema } from '../../../server/billing/billing.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The billing period at a glance: month to date, forecast, credits, next invoice, plan, budget',
    description: 'Amounts in minor units of `currency` (default EUR), at list price; credits in US cents.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    query: billingSummaryQuerySchema,
    response: billingSummarySchema,
    handler: ({ services, user, query }) => services.billingReads.summary(user.organizationId, query.currency),
  }),
});
