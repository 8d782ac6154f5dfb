import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { notificationSchema } from '../../../../shared/notifications/notifications.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PUT: operation({
    summary: 'Move one of your notifications to the trash (another user’s id is 404)',
    description: 'No body. Answers the notification; it no longer appears in the list or the count.',
    tags: ['notifications'],
    access: 'user',
    permission: 'account.self',
    response: notificationSchema,
    handler: ({ services, user, params }) => services.notifications.trash(user.id, params.id ?? ''),
  }),
});
