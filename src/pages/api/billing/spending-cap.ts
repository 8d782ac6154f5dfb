import { audited } from '../../../server/audit/record-activity.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { spendingCapInputSchema, spendingCapStatusSchema } from '../../../shared/billing/spending-cap.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The monthly spending cap and where the month stands against it',
    description:
      'Amounts in minor units of the billing currency, before VAT. `spent` and `forecast` are the budget’s figures; `amount` is null without a cap.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    response: spendingCapStatusSchema,
    handler: ({ services, user }) => services.spendingCap.status(user.organizationId),
  }),
  PUT: operation({
    summary: 'Set or remove the monthly spending cap (minor units of the billing currency; null removes it)',
    description:
      'A new order, a raise of a cluster or an autoscaled node that would bring this month’s spending (before VAT) past the cap is refused with 402 `spending_cap_reached` `{ cap, projected }`; renewals of what runs are not, and running clusters never stop.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    body: spendingCapInputSchema,
    response: spendingCapStatusSchema,
    handler: ({ services, user, body, context }) =>
      audited(
        { services, context, user },
        {
          action: body.amount === null ? 'billing.spending_cap_removed' : 'billing.spending_cap_set',
          targetType: 'organization',
          targetId: user.organizationId,
        },
        () => services.spendingCap.set(user.organizationId, body.amount),
        // The new cap in minor units of its currency, as the log keeps amounts.
        (status) => (status.amount === null ? {} : { detail: `${status.amount} ${status.currency}` }),
      ),
  }),
});
