import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { organizationClosureSchema } from '../../../shared/organization-closing/closing.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Whether your organization is open or closing, and when its data will be erased',
    description:
      '`state`: `open`, or `closing` with `closedAt` and `eraseAfter` (the end of the grace period, until which an owner can reopen).',
    tags: ['organization'],
    access: 'user',
    permission: 'team.read',
    response: organizationClosureSchema,
    handler: ({ services, user }) => services.organizationClosing.status(user.organizationId),
  }),
});
