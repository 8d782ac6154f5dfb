import { z } from 'zod';
import { sessionViewSchema } from '../../../shared/sessions/sessions.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { describeDevice } from '../../../server/sessions/describe-device.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: "The signed-in user's sessions, most recent activity first",
    tags: ['account'],
    access: 'user',
    permission: 'account.self',
    response: z.array(sessionViewSchema),
    handler: async ({ services, user, session }) => {
      const sessions = await services.sessions.list(user.id);
      // The id is the token's hash: not a secret, and the only handle for revoking.
      return sessions.map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        ip: s.ip,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        current: s.id === session?.id,
      }));
    },
  }),
});
