import { z } from 'zod';
import { clusterSchema } from '../../../server/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s clusters (not deleted), newest first',
    description: 'Each with its spec, status, phase and progress (0–100), endpoint and monthly list price in USD cents.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    response: z.array(clusterSchema),
    handler: ({ services, user }) => services.clusters.list(user.organizationId),
  }),
});
