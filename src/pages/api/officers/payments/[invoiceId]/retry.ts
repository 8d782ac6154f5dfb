import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { failedPaymentSchema } from '../../../../../shared/officers/officers.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: try to collect a failed invoice now from the organization’s default payment method',
    description: 'The same collection the retry schedule makes; `outcome` says whether it was paid.',
    tags: ['officers'],
    access: 'officer',
    response: z.object({ outcome: z.enum(['paid', 'failed']), invoice: failedPaymentSchema }),
    handler: ({ services, user, params, context }) =>
      services.officers.payments.retry(user, params.invoiceId ?? '', requestMeta(context)),
  }),
});
