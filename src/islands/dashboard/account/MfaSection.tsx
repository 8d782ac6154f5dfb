import { useState } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { MfaDisableForm, RecoveryCodesForm } from './MfaManage.tsx';
import { MfaSetup } from './MfaSetup.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';

/** Two-factor authentication: status, set-up, recovery codes and turning it off. */
export function MfaSection() {
  const { user, refresh } = useAuth();
  // Held here, not in the set-up form: enabling flips mfaEnabled, which unmounts that form,
  // and the codes must stay on screen until the user confirms they saved them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const enabled = user?.mfaEnabled ?? false;
  // Fetches the user again so mfaEnabled follows the server here and in the other islands;
  // a failure is kept in $authError and the section keeps what it shows.
  const refreshUser = () => void refresh().catch(() => {});

  return (
    <SettingsCard title={m.account_mfa_title()} description={m.account_mfa_description()}>
      <p className="text-sm">
        {richMessage((slot) => m.account_mfa_status({ state: slot.state }), {
          state: (
            <span
              className={
                enabled
                  ? 'rounded-full bg-success px-2 py-0.5 text-xs font-medium text-success-foreground'
                  : 'rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground'
              }
            >
              {enabled ? m.account_mfa_on() : m.account_mfa_off()}
            </span>
          ),
        })}
      </p>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onClose={() => setRecoveryCodes(undefined)} />
      ) : enabled ? (
        <div className="grid gap-8 md:grid-cols-2">
          <RecoveryCodesForm onCodes={setRecoveryCodes} />
          <MfaDisableForm onDisabled={refreshUser} />
        </div>
      ) : (
        <MfaSetup
          onEnabled={(codes) => {
            setRecoveryCodes(codes);
            refreshUser();
          }}
        />
      )}
    </SettingsCard>
  );
}
