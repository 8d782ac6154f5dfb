import { queryOptions } from '@tanstack/react-query';
import type { OrganizationSecurity } from '../../../shared/organizations/organization-security.schemas.ts';

export const organizationSecurityKeys = {
  security: ['/api/organization/security'] as const,
};

/** The organization's sign-in rules (whether every member must use two-factor authentication). */
export const organizationSecurityQueryOptions = () =>
  queryOptions<OrganizationSecurity>({ queryKey: organizationSecurityKeys.security });
