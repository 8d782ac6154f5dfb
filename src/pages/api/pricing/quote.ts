import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { orderInputSchema } from '../../../shared/orders/orders.schemas.ts';
import { quoteSchema } from '../../../shared/pricing/pricing.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Price what you would order, as an order would be priced',
    description:
      'The same body as `POST /api/orders`; nothing is stored. Lines, your plan discount, PARIS when your organization may use it, ' +
      'VAT from your billing profile, totals in USD cents and in the chosen currency (minor units) at the current rate.',
    tags: ['orders'],
    access: 'user',
    permission: 'pricing.read',
    body: orderInputSchema,
    response: quoteSchema,
    handler: ({ services, user, body }) => services.pricing.quote(user.organizationId, body),
  }),
});
