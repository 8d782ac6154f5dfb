import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import { organizationSecurity, setTwoFactorRequirement } from '../../../server/organizations/organization-security.ts';
import {
  organizationSecurityInputSchema,
  organizationSecuritySchema,
} from '../../../shared/organizations/organization-security.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The organization’s sign-in rules: whether every member must use two-factor authentication',
    tags: ['organization'],
    access: 'user',
    permission: 'team.read',
    response: organizationSecuritySchema,
    handler: ({ services, user }) => organizationSecurity(services.repositories, user),
  }),
  PUT: operation({
    summary: 'Require two-factor authentication of every member, or stop requiring it (owners only)',
    description:
      'Needs a session authenticated within 10 minutes (403 `reauthentication_required`; a token: 403 `token_not_allowed`). Turning it on is refused (400) to an owner without two-factor authentication. While it is on, a member without two-factor gets 403 `two_factor_required` on every change except setting it up, re-authenticating and signing out, and an API token answers 403 `two_factor_required` unless its holder has two-factor and made the token after turning it on. Each change is recorded in the audit log (`organization.two_factor_enforced`, `organization.two_factor_relaxed`).',
    tags: ['organization'],
    access: 'user',
    permission: 'team.manage',
    recentSession: true,
    body: organizationSecurityInputSchema,
    response: organizationSecuritySchema,
    handler: ({ services, user, body, context }) =>
      setTwoFactorRequirement(services.repositories, user, body.requireTwoFactor, requestMeta(context)),
  }),
});
