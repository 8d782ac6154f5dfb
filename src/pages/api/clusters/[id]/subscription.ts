import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { clusterSubscriptionSchema } from '../../../../shared/subscriptions/cluster-subscriptions.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'A cluster’s subscription: its paid period, the configuration paid for, renewals and credits',
    description:
      'Charged in advance per period and renewed at its end; 404 for a cluster without one (a provider test cluster) and for another organization’s.',
    tags: ['clusters'],
    access: 'user',
    permission: 'orders.read',
    response: clusterSubscriptionSchema,
    handler: ({ services, user, params }) => services.clusterSubscriptions.get(user.organizationId, params.id ?? ''),
  }),
});
