import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { notificationInputSchema, notificationSchema } from '../../../shared/notifications/notifications.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Development and test only: send yourself a notification (404 in production)',
    description:
      'Domains create notifications through the notification service; this endpoint exists so that ' +
      'tests, benchmarks and developers can trigger one. It stores and publishes like any other.',
    tags: ['dev'],
    access: 'user',
    permission: 'account.self',
    body: notificationInputSchema,
    response: notificationSchema,
    status: 201,
    handler: ({ services, user, body }) => services.notifications.notify(user.id, body),
  }),
});
