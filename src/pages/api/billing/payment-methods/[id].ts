import { audited } from '../../../../server/audit/record-activity.ts';
import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  DELETE: operation({
    summary: 'Remove a saved payment method',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, params, context }) => {
      await audited(
        { services, context, user },
        { action: 'billing.payment_method_removed', targetType: 'payment_method', targetId: params.id ?? null },
        () => services.paymentMethods.remove(user.organizationId, params.id ?? ''),
      );
    },
  }),
});
