import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { activityPageSchema, activityQuerySchema } from '../../../shared/audit/audit.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s activity log, newest first (owners and members)',
    description:
      'Filters: `kind` (auth, order, payment, cluster, credential, member, billing), `actorId`, `from`/`to` (dates, inclusive); `cursor` is the previous page’s `nextCursor`.',
    tags: ['organization'],
    access: 'user',
    permission: 'activity.read',
    query: activityQuerySchema,
    response: activityPageSchema,
    handler: ({ services, user, query }) => services.activity.page(user.organizationId, query),
  }),
});
