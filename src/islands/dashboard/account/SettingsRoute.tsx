import type { User } from '../../auth/auth.ts';
import { SettingsPage } from './SettingsPage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

/** /settings and /simple-settings (SPEC §2: one page, two addresses). */
export function SettingsRoute({ user }: { user: User }) {
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Settings"
        description="Preferences, password, two-factor authentication and signed-in devices."
      />
      <SettingsPage user={user} />
    </div>
  );
}
