import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { checkRoleChange } from '../../../../server/http/token-reach.ts';
import { invitationSchema, inviteInputSchema } from '../../../../shared/organizations/members.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Invitations to your organization, newest first, with their status',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    response: z.array(invitationSchema),
    handler: ({ services, user }) => services.members.listInvitations(user.organizationId),
  }),
  POST: operation({
    summary: 'Invite someone by e-mail with a role (a link valid 7 days, single use)',
    description:
      'An address that already has an account is refused (409): an account belongs to one organization. Inviting an owner needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`), and a token never invites to a role that reaches beyond its scopes (403 `token_not_allowed`).',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    body: inviteInputSchema,
    response: invitationSchema,
    status: 201,
    handler: ({ services, user, session, token, body, context }) => {
      checkRoleChange({ user, session, token, sessions: services.sessions }, body.orgRole);
      return services.members.invite(user, body, requestMeta(context));
    },
  }),
});
