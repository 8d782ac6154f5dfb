import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { newsletterOverviewSchema } from '../../../shared/leads/newsletter.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Newsletter subscriptions: counts by state and the confirmed addresses',
    tags: ['admin'],
    access: 'admin',
    response: newsletterOverviewSchema,
    handler: ({ services }) => services.newsletter.overview(),
  }),
});
