import { audited } from '../../../server/audit/record-activity.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import {
  billingProfileSchema,
  storedBillingProfileSchema,
} from '../../../shared/organizations/organizations.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s billing profile (null until set)',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.details',
    response: storedBillingProfileSchema.nullable(),
    handler: ({ services, user }) => services.billing.profile(user.organizationId),
  }),
  PUT: operation({
    summary: 'Set the legal name, address, country, VAT number and (French companies) SIREN printed on invoices',
    description:
      'Required before the first payment. EU VAT numbers are checked against their country’s format (a French one against its key and the SIREN); a French company gives its SIREN (9 digits, Luhn-checked). VAT on the next orders, and on unpaid ones, follows the country and VAT number. Issued invoices keep the profile they were issued with.',
    tags: ['billing'],
    access: 'user',
    permission: 'billing.manage',
    body: billingProfileSchema,
    response: storedBillingProfileSchema,
    handler: ({ services, user, body, context }) =>
      audited(
        { services, context, user },
        { action: 'billing.profile_changed', targetType: 'organization', targetId: user.organizationId },
        () => services.billing.updateProfile(user.organizationId, body),
      ),
  }),
});
