import type { ReactNode } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import type { Role, User } from '../../auth/auth.ts';
import { AccountProviders } from './AccountProviders.tsx';
import { ChangeEmailForm } from './ChangeEmailForm.tsx';
import { ProfileNameForm } from './ProfileNameForm.tsx';
import { SettingsCard } from './SettingsCard.tsx';

const ROLE_NAMES: Record<Role, string> = {
  user: 'Customer',
  admin: 'Administrator',
  super_admin: 'Super administrator',
};

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
      <SettingsCard title="Account details">
        <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
          <Detail term="Username">{user.username}</Detail>
          <Detail term="E-mail address">
            <span className="break-all">{user.email}</span>{' '}
            {user.emailVerified ? (
              <span className="ml-1 rounded-full bg-success px-2 py-0.5 text-xs font-medium text-success-foreground">
                Verified
              </span>
            ) : (
              <span className="ml-1 rounded-full bg-warning px-2 py-0.5 text-xs font-medium text-warning-foreground">
                Not verified
              </span>
            )}
          </Detail>
          <Detail term="Company">{user.companyName ?? 'Organization'}</Detail>
          <Detail term="Billing ID">
            <span className="font-mono">{user.companyId ?? 'N/A'}</span>
          </Detail>
          <Detail term="Role">{ROLE_NAMES[user.role]}</Detail>
        </dl>
      </SettingsCard>
      <SettingsCard title="Display name" description="Shown in the console and in e-mails we send you.">
        <ProfileNameForm name={user.name} />
      </SettingsCard>
      <SettingsCard
        title="Change e-mail address"
        description="We send sign-in links, invoices and notices here. A new address is used once you confirm it."
      >
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
