import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { notificationCountSchema } from '../../../shared/notifications/notifications.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'How many of your notifications are unread (trashed ones excluded)',
    tags: ['notifications'],
    access: 'user',
    permission: 'account.self',
    response: notificationCountSchema,
    handler: async ({ services, user }) => ({ count: await services.notifications.count(user.id) }),
  }),
});
