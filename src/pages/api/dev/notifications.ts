import { errors } from '../../../server/http/app-error.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { notificationInputSchema, notificationSchema } from '../../../server/notifications/notifications.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Development and test only: send yourself a notification (404 in production)',
    description:
      'Domains create notifications through the notification service; this endpoint exists so that ' +
      'tests, benchmarks and developers can trigger one. It stores and publishes like any other.',
    tags: ['dev'],
    // Public on purpose: production answers 404 before anything else, signed in or not.
    access: 'public',
    body: notificationInputSchema,
    response: notificationSchema,
    status: 201,
    handler: ({ services, user, body, context }) => {
      if (services.config.appEnv === 'production') throw errors.notFound(`No API endpoint at ${context.url.pathname}.`);
      if (!user) throw errors.unauthorized();
      return services.notifications.notify(user.id, body);
    },
  }),
});
