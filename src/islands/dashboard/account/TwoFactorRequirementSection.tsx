import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSecurity } from '../../../shared/organizations/organization-security.schemas.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { apiRequest, invalidateApi } from '../../lib/api/client.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { toast } from '../../stores/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { organizationSecurityKeys, organizationSecurityQueryOptions } from './organization-security.queries.ts';
import { m } from '../../../shared/i18n/messages.ts';

const SECURITY_PATH = organizationSecurityKeys.security[0];

/**
 * Settings → Organization security (owners): requiring two-factor authentication of every member.
 * An owner without two-factor sees the switch off and disabled, with the reason: the server
 * refuses to require of members what the owner does not use. Changing it asks for the password
 * again when the sign-in is older than 10 minutes (the API client's re-authentication dialog).
 */
export function TwoFactorRequirementSection() {
  const { user } = useAuth();
  const client = useQueryClient();
  const hintId = useId();
  const security = useQuery(organizationSecurityQueryOptions());
  const change = useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      apiRequest<OrganizationSecurity>(SECURITY_PATH, { method: 'PUT', body: { requireTwoFactor } }),
    onSuccess: (data) => {
      client.setQueryData(organizationSecurityKeys.security, data);
      toast({
        title: data.requireTwoFactor ? m.account_two_factor_required_on() : m.account_two_factor_required_off(),
        variant: 'success',
      });
    },
    onSettled: () => invalidateApi(client, [SECURITY_PATH]),
  });
  const ownerHasTwoFactor = user?.mfaEnabled ?? false;
  const required = change.isPending ? change.variables : (security.data?.requireTwoFactor ?? false);
  // Turning it off is always possible; turning it on waits for the owner's own two-factor.
  const blocked = !required && !ownerHasTwoFactor;

  return (
    <div id="organization-security" className="scroll-mt-20">
      <SettingsCard
        title={m.account_organization_security_title()}
        description={m.account_organization_security_description()}
      >
        {security.isPending ? (
          <Spinner label={m.account_loading_organization_security()} align="start" />
        ) : security.isError ? (
          <Alert>{errorMessage(security.error)}</Alert>
        ) : (
          <div className="grid gap-1 text-sm">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                role="switch"
                checked={required}
                disabled={change.isPending || blocked}
                aria-describedby={hintId}
                onChange={(event) => change.mutate(event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="font-medium">{m.account_require_two_factor()}</span>
            </label>
            <p id={hintId} className="pl-7 text-xs text-muted-foreground">
              {blocked ? m.account_require_two_factor_owner_first() : m.account_require_two_factor_hint()}
            </p>
          </div>
        )}
        <Alert>{change.isError ? errorMessage(change.error) : null}</Alert>
      </SettingsCard>
    </div>
  );
}

/**
 * Settings, for a member whose organization requires two-factor authentication they have not set
 * up: why the console brought them here, and where to set it up. Gone once they have.
 */
export function TwoFactorSetupBanner() {
  const { user } = useAuth();
  if (!user?.twoFactorSetupRequired) return null;
  return (
    <Alert variant="warning" look="banner" className="grid gap-1">
      <p className="font-semibold">{m.account_two_factor_setup_required_title()}</p>
      <p className="text-sm">{m.account_two_factor_setup_required_body()}</p>
      <a href="#two-factor" className="text-sm font-medium underline underline-offset-4">
        {m.account_two_factor_setup_required_link()}
      </a>
    </Alert>
  );
}
