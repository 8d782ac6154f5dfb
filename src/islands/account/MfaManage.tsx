import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { FormAlert, FormField, PendingButton } from './FormField.tsx';
import { toFormErrors } from './form-errors.ts';
import { checkTotpCode } from './MfaSetup.tsx';

type Proof = 'code' | 'password';

/** A 6-digit code or a recovery code such as abcde-12345, else the message for the field. */
function checkSecondFactor(value: string): string | undefined {
  const code = value.trim();
  if (/^\d{6}$/.test(code) || /^[a-z0-9]{5}-[a-z0-9]{5}$/i.test(code)) return undefined;
  return 'Enter the 6-digit code from your app, or a recovery code such as abcde-12345.';
}

/** Turns two-factor sign-in off, confirmed with an authenticator code or the password. */
export function MfaDisableForm({ onDisabled }: { onDisabled: () => void }) {
  const [proof, setProof] = useState<Proof>('code');
  const [value, setValue] = useState('');
  const [clientError, setClientError] = useState<string>();
  const disable = useMutation({
    mutationFn: (body: { code: string } | { password: string }) =>
      apiRequest('/api/auth/mfa/disable', { method: 'POST', body }),
    onSuccess: () => {
      toast({ title: 'Two-factor authentication turned off', variant: 'success' });
      onDisabled();
    },
  });
  const errors = toFormErrors(disable.error, [proof]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = proof === 'code' ? checkSecondFactor(value) : value === '' ? 'Enter your password.' : undefined;
    setClientError(problem);
    if (!problem) disable.mutate(proof === 'code' ? { code: value.trim() } : { password: value });
  }

  function choose(next: Proof) {
    setProof(next);
    setValue('');
    setClientError(undefined);
    disable.reset();
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-3">
      <h3 className="font-semibold">Turn off two-factor authentication</h3>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-2 text-sm font-medium">Confirm with</legend>
        {(['code', 'password'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name="mfa-disable-proof"
              checked={proof === option}
              onChange={() => choose(option)}
              className="accent-primary"
            />
            {option === 'code' ? 'A code' : 'My password'}
          </label>
        ))}
      </fieldset>
      <FormField
        key={proof}
        label={proof === 'code' ? 'Code' : 'Password'}
        type={proof === 'code' ? 'text' : 'password'}
        hint={proof === 'code' ? 'The 6-digit code from your app, or one of your recovery codes.' : undefined}
        autoComplete={proof === 'code' ? 'one-time-code' : 'current-password'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={clientError ?? errors.fields[proof]}
      />
      <FormAlert message={errors.message} />
      <PendingButton type="submit" variant="destructive" pending={disable.isPending} className="justify-self-start">
        Turn off
      </PendingButton>
    </form>
  );
}

/** Issues a new set of recovery codes (the old ones stop working), confirmed with a code. */
export function RecoveryCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [clientError, setClientError] = useState<string>();
  const regenerate = useMutation({
    mutationFn: (value: string) =>
      apiRequest<{ recoveryCodes: string[] }>('/api/auth/mfa/recovery-codes', {
        method: 'POST',
        body: { code: value },
      }),
    onSuccess: (data) => onCodes(data.recoveryCodes),
  });
  const errors = toFormErrors(regenerate.error, ['code']);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkTotpCode(code);
    setClientError(problem);
    if (!problem) regenerate.mutate(code.trim());
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-3">
      <h3 className="font-semibold">New recovery codes</h3>
      <p className="text-sm text-muted-foreground">Creating new codes makes the old ones stop working.</p>
      <FormField
        label="6-digit code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={clientError ?? errors.fields.code}
      />
      <FormAlert message={errors.message} />
      <PendingButton type="submit" variant="outline" pending={regenerate.isPending} className="justify-self-start">
        Create new recovery codes
      </PendingButton>
    </form>
  );
}
