import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { refundedChargeSchema } from '../../../../shared/officers/officers.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: charges refunded by reconciliation because no paid order held them, newest first',
    description:
      'Payment reconciliation compares the provider’s succeeded charges with paid orders; a charge without one (a payment cut short by a crash, ' +
      'or stopped for taking too long) is refunded in full and listed here (at most 200).',
    tags: ['officers'],
    access: 'officer',
    response: z.array(refundedChargeSchema),
    handler: ({ services }) => services.officers.payments.refundedCharges(),
  }),
});
