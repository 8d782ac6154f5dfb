import { audited } from '../../../server/audit/record-activity.ts';
import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { idempotent } from '../../../server/http/idempotency.ts';
import { reply } from '../../../server/http/reply.ts';
import { toOrder } from '../../../server/orders/order-view.ts';
import { orderInputSchema, orderListQuerySchema, orderSchema } from '../../../shared/orders/orders.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s orders, newest first',
    description:
      'Filter by `kind`, `status` or a search `q` (order number, what was bought). When more exist, `X-Next-Cursor` holds the next page’s `cursor`.',
    tags: ['orders'],
    access: 'user',
    permission: 'orders.read',
    query: orderListQuerySchema,
    response: z.array(orderSchema),
    handler: async ({ services, user, query }) => {
      const page = await services.orders.list(user.organizationId, query);
      return reply(page.items, { headers: page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {} });
    },
  }),
  POST: operation({
    summary: 'Order a cluster, an add-on, a product or a support plan',
    description:
      'The server prices everything (no client price is read) in `currency`, locking the exchange rate for 30 minutes. ' +
      'Answers 201 with the order, waiting for payment. Honours `Idempotency-Key`: a retry gets the first answer, ' +
      'also after a crash of the first (the key is stored with the order it created).',
    tags: ['orders'],
    access: 'user',
    permission: 'orders.create',
    body: orderInputSchema,
    response: orderSchema,
    status: 201,
    handler: ({ services, user, body, context }) =>
      idempotent(context, services, `user:${user.id}`, body, async ({ key, takeover }) => {
        // The key is stored on the order in the transaction that creates it: a run that died
        // after committing left its order, which is this retry's answer.
        const earlier = takeover && key ? await services.orders.findByRequestKey(user.organizationId, key) : undefined;
        if (earlier) return reply(toOrder(earlier), { status: 201 });
        const created = await audited(
          { services, context, user },
          { action: 'order.created', targetType: 'order', detail: body.kind },
          () => services.orders.create(user, body, { requestKey: key }),
          (order) => ({ targetId: order.id, detail: `${order.number} (${order.kind})` }),
        );
        return reply(created, { status: 201 });
      }),
  }),
});
