import { audited } from '../../../../../server/audit/record-activity.ts';
import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { invoiceSchema } from '../../../../../shared/invoices/invoices.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Pay an unpaid usage invoice now with a saved payment method',
    description:
      'For a usage invoice that is `due` or `failed`. Paying the invoice that suspended new orders lifts the suspension. A decline: 402 `card_declined`.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    body: z.object({ paymentMethodId: z.string().min(1, 'Choose a payment method.') }),
    response: invoiceSchema,
    handler: async ({ services, user, params, body, context }) => {
      const invoice = await audited(
        { services, context, user },
        { action: 'payment.invoice_paid', targetType: 'invoice', targetId: params.id ?? null },
        () =>
          services.monthlyInvoicing.collect(params.id ?? '', {
            paymentMethodId: body.paymentMethodId,
            organizationId: user.organizationId,
          }),
      );
      if (!invoice) throw new Error('the invoice vanished while it was paid');
      const { organizationId: _owner, ...view } = invoice;
      return view;
    },
  }),
});
