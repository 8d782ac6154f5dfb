import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import {
  ssoSettingsInputSchema,
  ssoSettingsOrNullSchema,
  ssoSettingsSchema,
} from '../../../shared/organizations/sso.schemas.ts';

export const prerender = false;

const RECENT =
  'Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`).';

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The organization’s single sign-on (OpenID Connect) settings, or null; never the client secret',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    response: ssoSettingsOrNullSchema,
    handler: ({ services, user }) => services.ssoSettings.read(user.organizationId),
  }),
  PUT: operation({
    summary: 'Set up or change single sign-on: issuer, client, e-mail domains, enforcement and roles (owners)',
    description: `The issuer is checked at once through its discovery document (400 with \`fields.issuer\`). Each domain must be the domain of a verified e-mail address of an owner (400 \`sso_domain_not_verified\`) and held by no other organization (409 \`sso_domain_taken\`). The client secret is sealed at rest and never returned; leave it out to keep the stored one. \`groupRoles\` maps the ID token's \`groups\` to member, billing or viewer (never owner). ${RECENT}`,
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    recentSession: true,
    body: ssoSettingsInputSchema,
    response: ssoSettingsSchema,
    handler: ({ services, user, body, context }) => services.ssoSettings.configure(user, body, requestMeta(context)),
  }),
  DELETE: operation({
    summary: 'Remove single sign-on: its domains are released, members sign in with a password or link again',
    description: RECENT,
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    recentSession: true,
    response: z.void(),
    status: 204,
    handler: async ({ services, user, context }) => {
      await services.ssoSettings.remove(user, requestMeta(context));
    },
  }),
});
