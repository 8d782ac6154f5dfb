import type { User } from '../../auth/auth.ts';
import { can } from '../../../shared/permissions.ts';
import { ActivitySection } from './team/ActivitySection.tsx';
import { TeamSection } from './team/TeamSection.tsx';
import { AccountProviders } from './AccountProviders.tsx';
import { BillingProfileSection } from '../billing/profile/BillingProfileSection.tsx';
import { MfaSection } from './MfaSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { PromotionRequestSection } from './PromotionRequestSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { ApiTokensSection } from './automation/ApiTokensSection.tsx';
import { TwoFactorRequirementSection, TwoFactorSetupBanner } from './TwoFactorRequirementSection.tsx';
import { WebhooksSection } from './automation/WebhooksSection.tsx';
import { SsoSettingsSection } from '../../sso/SsoSettingsSection.tsx';
import { OrganizationExportSection } from '../../organization-export/OrganizationExportSection.tsx';
import { OrganizationResidencySection } from './residency/OrganizationResidencySection.tsx';
import { ClosingNotice, CloseOrganizationSection } from './residency/CloseOrganizationSection.tsx';

/**
 * Island of /settings and /simple-settings: preferences, password, two-factor (with why, when the
 * organization requires it of a member who has not set it up), sessions, the team, the
 * organization's two-factor rule (owners), the organization's activity (owners and members), the
 * billing profile (roles that may see it), personal API tokens and the organization's webhooks
 * (owners), and the export of the organization's data (requested by owners).
 */
export function SettingsPage({ user }: { user: User }) {
  return (
    <AccountProviders user={user}>
      <div className="grid gap-6">
        <TwoFactorSetupBanner />
        {can(user.orgRole, 'team.manage') ? null : <ClosingNotice />}
        <PreferencesSection />
        <PasswordSection />
        <div id="two-factor" className="scroll-mt-20">
          <MfaSection />
        </div>
        <SessionsSection />
        <TeamSection />
        {can(user.orgRole, 'team.manage') ? <TwoFactorRequirementSection /> : null}
        {can(user.orgRole, 'team.manage') ? <SsoSettingsSection /> : null}
        <OrganizationExportSection canExport={can(user.orgRole, 'organization.export')} />
        {can(user.orgRole, 'activity.read') ? <ActivitySection /> : null}
        {can(user.orgRole, 'billing.details') ? <BillingProfileSection /> : null}
        <ApiTokensSection />
        {can(user.orgRole, 'webhooks.manage') ? <WebhooksSection /> : null}
        <PromotionRequestSection />
        <OrganizationResidencySection />
        {can(user.orgRole, 'team.manage') ? (
          <CloseOrganizationSection organizationName={user.companyName ?? ''} />
        ) : null}
      </div>
    </AccountProviders>
  );
}
