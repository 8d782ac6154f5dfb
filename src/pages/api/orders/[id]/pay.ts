import { audited } from '../../../../server/audit/record-activity.ts';
import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { idempotent } from '../../../../server/http/idempotency.ts';
import { reply } from '../../../../server/http/reply.ts';
import { orderSchema, payInputSchema, requiresActionSchema } from '../../../../shared/orders/orders.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Pay an order with a saved payment method or a card',
    description:
      '`{ paymentMethodId }` or `{ card: { number, expMonth, expYear, cvc, name }, save? }`; an order whose total is 0 takes an empty body `{}` ' +
      '(any other order answers that with 400 on `paymentMethodId`). Answers the order (`paid`, then `fulfilling`), ' +
      'or `status: "requires_action"` with a 3-D Secure `challenge` to complete with `POST /api/orders/{id}/challenge`. A declined card is 402 ' +
      '(`card_declined`, `insufficient_funds`) and the order stays `pending_payment`. Concurrent or repeated calls charge once. Test cards: ' +
      '4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure. ' +
      'With `Idempotency-Key`, a retry gets the first answer, also after a crash of the first: the same payment attempt continues, never a second charge.',
    tags: ['orders'],
    access: 'user',
    permission: 'orders.pay',
    body: payInputSchema,
    response: z.union([orderSchema, requiresActionSchema]),
    handler: ({ services, user, params, body, context }) =>
      idempotent(context, services, `user:${user.id}`, body, async ({ key }) => {
        // One payment attempt per key: a retry after a crash continues it (the provider answers
        // the first charge's result) or gets the order it paid.
        const outcome = await audited(
          { services, context, user },
          { action: 'payment.order_paid', targetType: 'order', targetId: params.id ?? null },
          () => services.checkout.pay(user, params.id ?? '', body, key && `att_${key}`),
          (paid) =>
            paid.kind === 'paid'
              ? { detail: paid.order.number }
              : { action: 'payment.requires_action', detail: paid.order.number },
        );
        return reply(
          outcome.kind === 'paid'
            ? outcome.order
            : { ...outcome.order, status: 'requires_action', challenge: outcome.challenge },
        );
      }),
  }),
});
