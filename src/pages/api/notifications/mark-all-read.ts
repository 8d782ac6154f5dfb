import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Mark all your notifications read',
    description: 'No body. Answers how many notifications changed.',
    tags: ['notifications'],
    access: 'user',
    permission: 'account.self',
    response: z.object({ updated: z.number().int().min(0) }),
    handler: async ({ services, user }) => ({ updated: await services.notifications.markAllRead(user.id) }),
  }),
});
