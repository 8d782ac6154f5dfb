import type { ReactNode } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import type { User } from '../../auth/auth.ts';
import { roleLabel } from '../../../shared/role-labels.ts';
import { AccountProviders } from './AccountProviders.tsx';
import { ChangeEmailForm } from './ChangeEmailForm.tsx';
import { ProfileNameForm } from './ProfileNameForm.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** Island of /profile and /account: who the user is, and changing the name or e-mail address. */
export function ProfilePage({ user }: { user: User }) {
  return (
    <AccountProviders user={user}>
      <ProfileSections fallback={user} />
    </AccountProviders>
  );
}

function ProfileSections({ fallback }: { fallback: User }) {
  // The store's user follows edits made here; the server-rendered one covers the first render.
  const user = useAuth().user ?? fallback;
  return (
    <div className="grid gap-6">
      <SettingsCard title={m.account_details_title()}>
        <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
          <Detail term={m.account_username()}>{user.username}</Detail>
          <Detail term={m.account_email_address()}>
            <span className="break-all">{user.email}</span>{' '}
            {user.emailVerified ? (
              <span className="ml-1 rounded-full bg-success px-2 py-0.5 text-xs font-medium text-success-foreground">
                {m.account_email_verified()}
              </span>
            ) : (
              <span className="ml-1 rounded-full bg-warning px-2 py-0.5 text-xs font-medium text-warning-foreground">
                {m.account_email_not_verified()}
              </span>
            )}
          </Detail>
          <Detail term={m.account_company()}>{user.companyName ?? m.account_company_fallback()}</Detail>
          <Detail term={m.account_billing_id()}>
            <span className="font-mono">{user.companyId ?? m.account_not_available()}</span>
          </Detail>
          <Detail term={m.account_role()}>{roleLabel(user.role)}</Detail>
        </dl>
      </SettingsCard>
      <SettingsCard title={m.account_display_name_title()} description={m.account_display_name_description()}>
        <ProfileNameForm name={user.name} />
      </SettingsCard>
      <SettingsCard title={m.account_change_email_title()} description={m.account_change_email_description()}>
        <ChangeEmailForm />
      </SettingsCard>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
