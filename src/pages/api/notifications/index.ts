import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { reply } from '../../../server/http/reply.ts';
import { listQuerySchema, notificationSchema } from '../../../shared/notifications/notifications.schemas.ts';

export const prerender = false;

const pageSchema = z.array(notificationSchema);

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your notifications that are not in the trash, newest first',
    description:
      'One page of at most `limit` (1–100, default 50). When more exist, the `X-Next-Cursor` header ' +
      '(and a `Link: <…>; rel="next"` header) holds the cursor of the next page; pass it back as `cursor`.',
    tags: ['notifications'],
    access: 'user',
    permission: 'account.self',
    query: listQuerySchema,
    response: pageSchema,
    handler: async ({ services, user, query, context }) => {
      const page = await services.notifications.list(user.id, query);
      const headers: Record<string, string> = {};
      if (page.nextCursor) {
        const next = new URL(context.url.pathname, context.url);
        next.searchParams.set('limit', String(query.limit));
        next.searchParams.set('cursor', page.nextCursor);
        headers['X-Next-Cursor'] = page.nextCursor;
        headers.Link = `<${next.pathname}${next.search}>; rel="next"`;
      }
      // A reply of our own (for the headers) skips the router's output check: do it here outside production.
      const items = services.config.appEnv === 'production' ? page.items : pageSchema.parse(page.items);
      return reply(items, { headers });
    },
  }),
});
