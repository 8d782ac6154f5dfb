import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { billingSummaryQuerySchema, billingSummarySchema } from '../../../shared/billing/billing.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The billing period at a glance: spent so far, forecast, overage, credits, next charge, plan, budget',
    description:
      'Amounts in minor units of the organization’s billing currency (fixed by its first paid order; before it, `currency`, default EUR), before VAT. ' +
      '`monthToDate` and `forecast` are the budget’s figures: charged this month less credit notes, plus autoscaled overage; the forecast adds renewals due before month end and the last 7 days’ average overage.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    query: billingSummaryQuerySchema,
    response: billingSummarySchema,
    handler: ({ services, user, query }) => services.billingReads.summary(user.organizationId, query.currency),
  }),
});
