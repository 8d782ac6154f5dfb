import { z } from 'zod';
import { clusterTierSummarySchema } from '../../server/catalog/catalog.service.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Cluster tiers, in display order',
    access: 'public',
    tags: ['catalog'],
    response: z.array(clusterTierSummarySchema),
    cacheControl: 'public, max-age=1800',
    handler: ({ services }) => services.catalog.listTierSummaries(),
  }),
});
