import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { estimateInputSchema, estimateSchema } from '../../../shared/pricing/estimate.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Estimate any mix of clusters, add-ons and products, monthly and yearly',
    description:
      'Nothing is ordered. Priced by the same engine as orders, with your plan, VAT and PARIS if you may still use it: a one-cluster estimate equals its order.',
    tags: ['pricing'],
    access: 'user',
    permission: 'pricing.read',
    body: estimateInputSchema,
    response: estimateSchema,
    handler: ({ services, user, body }) => services.pricing.estimate(user.organizationId, body),
  }),
});
