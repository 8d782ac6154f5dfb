import { audited } from '../../../../server/audit/record-activity.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { balancePaybackSchema } from '../../../../shared/billing/payback.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Pay the credits balance back to the default payment method',
    description:
      'Sends what the credits balance holds beyond what due invoices still owe (VAT included, minor units of the billing currency) back to the default payment method, once: the balance drops by that amount at once, the statement shows it as a refund, and the owners are told by e-mail. A method that refuses it gives the money back to the balance. 409 `nothing_to_pay_back` when the balance holds nothing beyond what is due, 409 `no_payment_method` without a saved method.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    response: balancePaybackSchema,
    handler: async ({ services, user, context }) => {
      const payback = await audited(
        { services, context, user },
        { action: 'payment.balance_paid_back', targetType: 'organization', targetId: user.organizationId },
        () => services.balancePayback.payBack(user.organizationId, { leaving: false }),
        (done) => (done ? { detail: `${done.amount} ${done.currency}` } : {}),
      );
      if (!payback) throw new Error('a payback asked for answers one or an error');
      return payback;
    },
  }),
});
