import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { memberSchema } from '../../../../shared/organizations/members.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The members of your organization and their roles',
    tags: ['organization'],
    access: 'user',
    permission: 'team.read',
    response: z.array(memberSchema),
    handler: ({ services, user }) => services.members.listMembers(user.organizationId),
  }),
});
