import { audited } from '../../../server/audit/record-activity.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { billingProfileSchema } from '../../../server/organizations/organizations.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s billing profile (null until set)',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.details',
    response: billingProfileSchema.nullable(),
    handler: ({ services, user }) => services.billing.profile(user.organizationId),
  }),
  PUT: operation({
    summary: 'Set the legal name, address, country and VAT number printed on invoices',
    description: 'EU VAT numbers are checked against their country’s format. VAT on the next orders follows the country and VAT number (DESIGN.md).',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    body: billingProfileSchema,
    response: billingProfileSchema,
    handler: ({ services, user, body, context }) =>
      audited({ services, context, user }, { action: 'billing.profile_changed', targetType: 'organization', targetId: user.organizationId }, () => services.billing.updateProfile(user.organizationId, body)),
  }),
});
