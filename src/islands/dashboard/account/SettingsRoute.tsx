import type { User } from '../../auth/auth.ts';
import { SettingsPage } from './SettingsPage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** /settings and /simple-settings (one page, two addresses). */
export function SettingsRoute({ user }: { user: User }) {
  return (
    <div className="max-w-4xl">
      <PageHeader title={m.account_settings_title()} description={m.account_settings_description()} />
      <SettingsPage user={user} />
    </div>
  );
}
