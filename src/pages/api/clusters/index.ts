import { z } from 'zod';
import { clusterListItemSchema, clusterListQuerySchema } from '../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { replyRows } from '../../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s clusters (not deleted), newest first, a page at a time',
    description:
      'Each with its spec, status, phase and progress (0–100), endpoint and monthly list price in USD cents; the phase history is in `GET /api/clusters/{id}`. ' +
      '`limit` per page (default 50, at most 100); filter by `status`, `tierId`, `providerId` or a search `q` (name, region, version). ' +
      'When more exist, `X-Next-Cursor` holds the next page’s `cursor`.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    query: clusterListQuerySchema,
    response: z.array(clusterListItemSchema),
    handler: async ({ services, user, query }) => {
      const page = await services.clusters.list(user.organizationId, query);
      return replyRows(page.items, { headers: page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {} });
    },
  }),
});
