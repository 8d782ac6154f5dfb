import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Whether the signed-in user has officers access (shows the Officers Panel)',
    tags: ['auth'],
    access: 'user',
    permission: 'staff',
    response: z.boolean(),
    handler: ({ user }) => user.officersAccess,
  }),
});
