import type { User } from '../../auth/auth.ts';
import { ProfilePage } from './ProfilePage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** /profile and /account (one page, two addresses). */
export function ProfileRoute({ user }: { user: User }) {
  return (
    <div className="max-w-4xl">
      <PageHeader title={m.account_profile_title()} description={m.account_profile_description()} />
      <ProfilePage user={user} />
    </div>
  );
}
