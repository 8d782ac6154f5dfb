import type { User } from '../auth/auth.ts';
import { AccountProviders } from './AccountProviders.tsx';
import { BillingProfileSection } from './billing/BillingProfileSection.tsx';
import { MfaSection } from './MfaSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { PromotionRequestSection } from './PromotionRequestSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';

/** Island of /settings and /simple-settings: preferences, password, two-factor, sessions and the billing profile. */
export function SettingsPage({ user }: { user: User }) {
  return (
    <AccountProviders user={user}>
      <div className="grid gap-6">
        <PreferencesSection />
        <PasswordSection />
        <MfaSection />
        <SessionsSection />
        <BillingProfileSection />
        <PromotionRequestSection />
      </div>
    </AccountProviders>
  );
}
