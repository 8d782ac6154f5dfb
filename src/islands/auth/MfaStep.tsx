import { useEffect, useState } from 'react';
import { z } from 'zod';
import { recoveryCodeSchema, totpCodeSchema } from '../../shared/mfa/mfa.schemas.ts';
import { ApiError } from '../lib/api-error.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { apiRequest } from '../lib/api/client.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Form, formMessage, useSchemaForm } from '../ui/form.tsx';
import { Alert } from '../ui/alert.tsx';
import { FormField } from '../ui/form-field.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { publicUserSchema } from './user-schema.ts';
import type { User } from './auth.ts';

export interface MfaStepProps {
  mfaToken: string;
  onSignedIn: (user: User) => void;
  /** Back to the password form; `reason` is shown there (e.g. the attempt expired). */
  onCancel: (reason?: string) => void;
}

const totpForm = z.object({ code: totpCodeSchema });
const recoveryForm = z.object({ code: recoveryCodeSchema });

/** Second sign-in step: a 6-digit authenticator code or a recovery code (POST /api/auth/mfa/verify). */
export function MfaStep(props: MfaStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  // A new form per kind of code: its own rule, and an empty field when switching.
  return (
    <CodeForm
      key={useRecovery ? 'recovery' : 'totp'}
      {...props}
      useRecovery={useRecovery}
      onSwitch={() => setUseRecovery((current) => !current)}
    />
  );
}

function CodeForm({
  mfaToken,
  onSignedIn,
  onCancel,
  useRecovery,
  onSwitch,
}: MfaStepProps & { useRecovery: boolean; onSwitch: () => void }) {
  const form = useSchemaForm(useRecovery ? recoveryForm : totpForm, { code: '' });
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  const verify = async ({ code }: { code: string }) => {
    try {
      const user = publicUserSchema.parse(
        await apiRequest<unknown>('/api/auth/mfa/verify', { method: 'POST', body: { mfaToken, code } }),
      );
      onSignedIn(user);
    } catch (caught) {
      const message = errorMessage(caught);
      toast({ title: m.auth_login_failed_title(), description: message, variant: 'destructive' });
      if (caught instanceof ApiError && caught.code === 'mfa_token_invalid') {
        onCancel(message);
        return;
      }
      const onField = caught instanceof ApiError && caught.code === 'invalid_code';
      form.setError(onField ? 'code' : 'root.server', { type: 'server', message });
      form.setFocus('code', { shouldSelect: true });
    }
  };

  return (
    <Form form={form} onSubmit={verify} className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">{m.auth_mfa_title()}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {useRecovery ? m.auth_mfa_recovery_intro() : m.auth_mfa_totp_intro()}
        </p>
      </div>
      <Alert>{formMessage(form)}</Alert>
      <FormField
        control={form.control}
        name="code"
        label={useRecovery ? m.auth_mfa_recovery_code() : m.auth_mfa_totp_code()}
        autoComplete={useRecovery ? 'off' : 'one-time-code'}
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={useRecovery ? 11 : 6}
        placeholder={useRecovery ? m.auth_mfa_recovery_placeholder() : '123456'}
        className={useRecovery ? 'h-10' : 'h-10 font-mono tracking-[0.3em]'}
        required
      />
      <PendingButton type="submit" size="lg" pending={form.formState.isSubmitting}>
        {m.auth_mfa_submit()}
      </PendingButton>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" className="h-auto px-0" onClick={onSwitch}>
          {useRecovery ? m.auth_mfa_use_totp() : m.auth_mfa_use_recovery()}
        </Button>
        <Button variant="link" className="h-auto px-0 text-muted-foreground" onClick={() => onCancel()}>
          {m.auth_back_to_sign_in()}
        </Button>
      </div>
    </Form>
  );
}
