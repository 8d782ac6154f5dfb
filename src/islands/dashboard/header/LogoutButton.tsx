import { useState } from 'react';
import { logout } from '../../auth/auth-store.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Icon } from '../shell/icons.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/**
 * Logout for the mobile drawer and menu panel: 'Logging out...' while pending; a failure is only
 * logged and the panel closes, since logout has already cleared the session locally.
 */
export function LogoutButton({ className, onDone }: { className?: string; onDone: () => void }) {
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
      setPending(false);
      onDone();
    }
  };
  return (
    <button type="button" className={className} disabled={pending} onClick={() => void signOut()}>
      {pending ? (
        <Spinner size="sm" label={m.header_logging_out_label()} />
      ) : (
        <Icon name="logout" className="size-[18px]" />
      )}
      {pending ? m.header_logging_out() : m.header_logout()}
    </button>
  );
}
