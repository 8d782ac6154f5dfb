import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { supportSubscriptionViewSchema } from '../../../shared/subscriptions/support-subscriptions.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your support plan’s subscription and its next charge',
    description:
      'A paid support plan is charged in advance for its cycle and renewed at the end of each period. `subscription` is null on the free plan; ' +
      '`nextCharge` says what the next renewal charges (before credits, at today’s rate) and when. Changing plan is an order of kind `support`: ' +
      'a dearer plan is charged the prorated difference for the days left, a cheaper one (or Pay as you go) credits the unused difference to the credits balance.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.read',
    response: supportSubscriptionViewSchema,
    handler: ({ services, user }) => services.supportSubscriptions.view(user.organizationId),
  }),
});
