import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { creditsSchema } from '../../../server/billing/credits.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The credits ledger and balance',
    description: 'PARIS and refunds (settled on the order and the card) for the record; prorations and credits applied to usage invoices make the balance, in US cents.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    response: creditsSchema,
    handler: ({ services, user }) => services.billingReads.credits(user.organizationId),
  }),
});
