import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Bring the tickets you opened as a visitor, with your verified e-mail address, into your organization',
    tags: ['support'],
    access: 'user',
    permission: 'support.write',
    response: z.object({ claimed: z.int() }),
    handler: ({ services, user }) => services.customerDesk.claim(user),
  }),
});
