import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { notificationSchema } from '../../../../shared/notifications/notifications.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PUT: operation({
    summary: 'Mark one of your notifications read (another user’s id is 404)',
    description: 'No body. Answers the notification.',
    tags: ['notifications'],
    access: 'user',
    permission: 'account.self',
    response: notificationSchema,
    handler: ({ services, user, params }) => services.notifications.markRead(user.id, params.id ?? ''),
  }),
});
