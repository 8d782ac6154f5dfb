import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { paymentMethodSchema } from '../../../../../shared/payments/payments.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Make a saved payment method the default',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    response: paymentMethodSchema,
    handler: ({ services, user, params }) => services.paymentMethods.setDefault(user.organizationId, params.id ?? ''),
  }),
});
