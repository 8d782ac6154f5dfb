import type { User } from '../../auth/auth.ts';
import { ProfilePage } from './ProfilePage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

/** /profile and /account (SPEC §2: one page, two addresses). */
export function ProfileRoute({ user }: { user: User }) {
  return (
    <div className="max-w-4xl">
      <PageHeader title="Profile" description="Your account details, name and e-mail address." />
      <ProfilePage user={user} />
    </div>
  );
}
