import { audited } from '../../../../server/audit/record-activity.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { orderSchema } from '../../../../shared/orders/orders.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Cancel an order that is waiting for payment',
    description: 'Only `pending_payment` orders can be cancelled (409 otherwise). Nothing was charged.',
    tags: ['orders'],
    access: 'user',
    permission: 'orders.create',
    response: orderSchema,
    handler: ({ services, user, params, context }) =>
      audited(
        { services, context, user },
        { action: 'order.cancelled', targetType: 'order', targetId: params.id ?? null },
        () => services.orders.cancel(user.organizationId, params.id ?? ''),
      ),
  }),
});
