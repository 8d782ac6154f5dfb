import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import {
  cancelSubscriptionInputSchema,
  productSubscriptionSchema,
} from '../../../../../shared/products/product-subscriptions.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Cancel a product at the end of its paid period (`atPeriodEnd: false` keeps it after all)',
    tags: ['products'],
    access: 'user',
    permission: 'orders.create',
    body: cancelSubscriptionInputSchema,
    response: productSubscriptionSchema,
    handler: ({ services, user, params, body }) =>
      services.productSubscriptions.cancel(user.organizationId, params.id ?? '', body?.atPeriodEnd ?? true),
  }),
});
