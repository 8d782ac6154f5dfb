import { audited } from '../../../../server/audit/record-activity.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { challengeInputSchema, orderSchema } from '../../../../shared/orders/orders.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Answer the 3-D Secure check of a payment (the test provider’s approve or fail)',
    description:
      'Approved: the order is paid. Failed: 402 `authentication_failed`, nothing charged, the order stays `pending_payment`.',
    tags: ['orders'],
    access: 'user',
    permission: 'orders.pay',
    body: challengeInputSchema,
    response: orderSchema,
    handler: ({ services, user, params, body, context }) =>
      audited(
        { services, context, user },
        { action: 'payment.confirmed', targetType: 'order', targetId: params.id ?? null },
        () => services.checkout.completeChallenge(user, params.id ?? '', body.challengeId, body.outcome),
      ),
  }),
});
