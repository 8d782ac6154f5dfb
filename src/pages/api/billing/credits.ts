import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { creditsSchema } from '../../../shared/billing/credits.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The credits ledger and balance',
    description:
      'PARIS and refunds (settled on the order and the card) for the record; credit notes to the balance and credits applied to invoices make the balance. `amount` and `balance` are in the billing currency (`currency`), `amountUsdCents` and `balanceUsdCents` in US cents.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    response: creditsSchema,
    handler: ({ services, user }) => services.billingReads.credits(user.organizationId),
  }),
});
