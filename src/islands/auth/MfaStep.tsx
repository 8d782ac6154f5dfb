import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { publicUserSchema } from './auth.ts';
import type { User } from './auth.ts';
import { AuthField, FormAlert } from './AuthField.tsx';

export interface MfaStepProps {
  mfaToken: string;
  onSignedIn: (user: User) => void;
  /** Back to the password form; `reason` is shown there (e.g. the attempt expired). */
  onCancel: (reason?: string) => void;
}

const TOTP_PATTERN = /^\d{6}$/;
const RECOVERY_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/i;

/** Second sign-in step: a 6-digit authenticator code or a recovery code (POST /api/auth/mfa/verify). */
export function MfaStep({ mfaToken, onSignedIn, onCancel }: MfaStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  useEffect(() => inputRef.current?.focus(), [useRecovery]);

  const switchMode = () => {
    setUseRecovery((current) => !current);
    setCode('');
    setError(undefined);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const entered = useRecovery ? code.trim() : code.replace(/\s/g, '');
    const valid = useRecovery ? RECOVERY_PATTERN.test(entered) : TOTP_PATTERN.test(entered);
    if (!valid) {
      setError(useRecovery ? 'Enter a recovery code like abcde-12345.' : 'Enter the 6-digit code from your app.');
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      const user = publicUserSchema.parse(
        await apiRequest<unknown>('/api/auth/mfa/verify', { method: 'POST', body: { mfaToken, code: entered } }),
      );
      onSignedIn(user);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'Please try again.';
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
      if (caught instanceof ApiError && caught.code === 'mfa_token_invalid') {
        onCancel(message);
        return;
      }
      if (caught instanceof ApiError && caught.code === 'invalid_code') setError(message);
      else setFormError(message);
      inputRef.current?.select();
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">Two-factor authentication</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <FormAlert>{formError}</FormAlert>
      <AuthField
        key={useRecovery ? 'recovery' : 'totp'}
        ref={inputRef}
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        name="code"
        autoComplete={useRecovery ? 'off' : 'one-time-code'}
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={useRecovery ? 11 : 6}
        placeholder={useRecovery ? 'abcde-12345' : '123456'}
        className={useRecovery ? undefined : 'font-mono tracking-[0.3em]'}
        required
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <Spinner size="sm" label="Verifying" className="text-current" /> : null}
        Verify and sign in
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" className="h-auto px-0" onClick={switchMode}>
          {useRecovery ? 'Use an authenticator code' : 'Use a recovery code'}
        </Button>
        <Button variant="link" className="h-auto px-0 text-muted-foreground" onClick={() => onCancel()}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
