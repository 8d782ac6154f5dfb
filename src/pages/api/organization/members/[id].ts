import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { changeRoleInputSchema, memberSchema } from '../../../../server/organizations/members.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PATCH: operation({
    summary: 'Change a member’s role (owners only; the last owner cannot be demoted: 400)',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    body: changeRoleInputSchema,
    response: memberSchema,
    handler: ({ services, user, params, body, context }) => services.members.changeRole(user, params.id ?? '', body.orgRole, requestMeta(context)),
  }),
  DELETE: operation({
    summary: 'Remove a member: their account, sessions and cluster credentials end at once (the last owner cannot be removed: 400)',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, params, context }) => {
      await services.members.remove(user, params.id ?? '', requestMeta(context));
    },
  }),
});
