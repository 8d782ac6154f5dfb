import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { leadListQuerySchema, leadViewSchema } from '../../../shared/leads/leads.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Leads from the public forms, newest first, one page at a time',
    tags: ['admin'],
    access: 'admin',
    query: leadListQuerySchema,
    response: z.object({ items: z.array(leadViewSchema), nextCursor: z.string().nullable() }),
    handler: ({ query, services }) => services.leads.list(query),
  }),
});
