import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { invitationPreviewSchema } from '../../../shared/organizations/members.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary:
      'What an invitation link invites to: the organization, the e-mail and the role (404 once used, revoked or expired)',
    tags: ['organization'],
    access: 'public',
    query: z.object({ token: z.string().min(1).max(200) }),
    response: invitationPreviewSchema,
    handler: ({ services, query }) => services.members.preview(query.token),
  }),
});
