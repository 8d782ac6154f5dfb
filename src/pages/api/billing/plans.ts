import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { billingPlansSchema } from '../../../shared/billing/billing.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The billing plans, and which one your organization is on',
    description: 'Changing plan is an order of kind `support`; it takes effect when paid.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    response: billingPlansSchema,
    handler: ({ services, user }) => services.billing.plans(user.organizationId),
  }),
});
