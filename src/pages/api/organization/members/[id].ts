import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { checkRoleChange, requireRecentSession } from '../../../../server/http/token-reach.ts';
import { changeRoleInputSchema, memberSchema } from '../../../../shared/organizations/members.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  PATCH: operation({
    summary: 'Change a member’s role (owners only; the last owner cannot be demoted: 400)',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    body: changeRoleInputSchema,
    description:
      'Making someone owner or changing an owner’s role needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`); a token never gives a role that reaches beyond its scopes (403 `token_not_allowed`).',
    response: memberSchema,
    handler: ({ services, user, session, token, params, body, context }) =>
      services.members.changeRole(user, params.id ?? '', body.orgRole, requestMeta(context), (before) =>
        checkRoleChange({ user, session, token, sessions: services.sessions }, body.orgRole, before),
      ),
  }),
  DELETE: operation({
    summary:
      'Remove a member: their account, sessions and cluster credentials end at once (the last owner cannot be removed: 400)',
    description:
      'Removing an owner needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`).',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    response: z.void(),
    status: 204,
    handler: async ({ services, user, session, params, context }) => {
      await services.members.remove(user, params.id ?? '', requestMeta(context), (before) => {
        if (before === 'owner') requireRecentSession(services.sessions, session);
      });
    },
  }),
});
