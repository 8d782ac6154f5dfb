import { audited } from '../../../../server/audit/record-activity.ts';
import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { newPaymentMethodSchema, paymentMethodSchema } from '../../../../shared/payments/payments.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s saved cards and SEPA Direct Debit mandates',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.details',
    response: z.array(paymentMethodSchema),
    handler: ({ services, user }) => services.paymentMethods.list(user.organizationId),
  }),
  POST: operation({
    summary: 'Save a card, or a SEPA Direct Debit mandate for an IBAN',
    description:
      'Only the brand, last 4 digits, expiry and the provider’s token are stored, never the number or the CVC. IBANs are checked (ISO 13616 mod-97).',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    body: newPaymentMethodSchema,
    response: paymentMethodSchema,
    status: 201,
    handler: ({ services, user, body, context }) =>
      audited(
        { services, context, user },
        { action: 'billing.payment_method_added', targetType: 'payment_method' },
        () => services.paymentMethods.add(user, body),
        (method) => ({ targetId: method.id }),
      ),
  }),
});
