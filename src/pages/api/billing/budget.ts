import { audited } from '../../../server/audit/record-activity.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { z } from 'zod';
import { budgetSchema, budgetStatusSchema } from '../../../shared/billing/budget.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The monthly budget and where spending stands against it',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    response: budgetStatusSchema,
    handler: ({ services, user }) => services.budgets.status(user.organizationId),
  }),
  PUT: operation({
    summary: 'Set the monthly budget (minor units of its currency)',
    description:
      'A notification and an e-mail go to every member when spending so far, or the forecast to month end, crosses 50, 80 and 100%: once per threshold per month.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    body: budgetSchema,
    response: budgetStatusSchema,
    handler: ({ services, user, body, context }) =>
      audited(
        { services, context, user },
        { action: 'billing.budget_set', targetType: 'organization', targetId: user.organizationId },
        () => services.budgets.set(user.organizationId, body),
      ),
  }),
  DELETE: operation({
    summary: 'Remove the monthly budget',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, context }) => {
      await audited(
        { services, context, user },
        { action: 'billing.budget_removed', targetType: 'organization', targetId: user.organizationId },
        () => services.budgets.clear(user.organizationId),
      );
    },
  }),
});
