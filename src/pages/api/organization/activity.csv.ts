import { z } from 'zod';
import { activityQuerySchema } from '../../../shared/audit/audit.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { fileReply } from '../../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s activity log as CSV, with the same filters (at most 10 000 rows)',
    tags: ['organization'],
    access: 'user',
    permission: 'activity.read',
    query: activityQuerySchema,
    response: z.string().describe('text/csv'),
    handler: async ({ services, user, query }) => {
      const csv = await services.activity.csv(user.organizationId, query);
      return fileReply(
        Buffer.from(csv),
        'text/csv; charset=utf-8',
        `activity-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    },
  }),
});
