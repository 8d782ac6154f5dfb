import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { failedPaymentSchema } from '../../../shared/officers/officers.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: month-end invoices whose collection failed, with retry state and suspended orders',
    tags: ['officers'],
    access: 'officer',
    response: z.array(failedPaymentSchema),
    handler: ({ services }) => services.officers.payments.list(),
  }),
});
