import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/request.ts';
import { Button } from '../ui/button.tsx';
import { CopyButton } from './CopyButton.tsx';
import { FormAlert, FormField, PendingButton } from './FormField.tsx';
import { errorMessage, toFormErrors } from './form-errors.ts';

interface MfaSetupData {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** A 6-digit authenticator code, or the message to show beside the field. */
export function checkTotpCode(code: string): string | undefined {
  return /^\d{6}$/.test(code.trim()) ? undefined : 'Enter the 6-digit code from your authenticator app.';
}

/** Enabling two-factor sign-in: fetch a secret, show it as a QR code, confirm with a first code. */
export function MfaSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [clientError, setClientError] = useState<string>();
  const setup = useMutation({
    mutationFn: () => apiRequest<MfaSetupData>('/api/auth/mfa/setup', { method: 'POST' }),
  });
  const enable = useMutation({
    mutationFn: (value: string) =>
      apiRequest<{ recoveryCodes: string[] }>('/api/auth/mfa/enable', { method: 'POST', body: { code: value } }),
    onSuccess: (data) => onEnabled(data.recoveryCodes),
  });
  const enableErrors = toFormErrors(enable.error, ['code']);
  const firstStepRef = useRef<HTMLParagraphElement>(null);
  // The set-up button disappears when the steps show: keep keyboard focus at the first step.
  useEffect(() => {
    if (setup.data) firstStepRef.current?.focus();
  }, [setup.data]);

  if (!setup.data) {
    return (
      <div className="grid justify-items-start gap-3">
        <PendingButton pending={setup.isPending} onClick={() => setup.mutate()}>
          Set up two-factor authentication
        </PendingButton>
        {setup.isError ? <FormAlert message={errorMessage(setup.error)} /> : null}
      </div>
    );
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkTotpCode(code);
    setClientError(problem);
    if (!problem) enable.mutate(code.trim());
  }

  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-5 pl-5 text-sm marker:font-semibold">
        {/* Each step wraps its content: a grid <li> would lose its list number. */}
        <li>
          <div className="grid gap-3">
            <p ref={firstStepRef} tabIndex={-1}>
              Scan this QR code with an authenticator app (for example FreeOTP, Aegis or 1Password).
            </p>
            <div
              role="img"
              aria-label="QR code of your two-factor secret"
              className="size-48 rounded-md border border-border bg-white p-2 [&_svg]:size-full"
              // Safe only because our own server generates this SVG with a QR library from the secret;
              // it never contains user input. Do not reuse this pattern for any other markup.
              dangerouslySetInnerHTML={{ __html: setup.data.qrSvg }}
            />
          </div>
        </li>
        <li>
          <div className="grid gap-2">
            <p>Or enter this secret by hand:</p>
            <div className="flex flex-wrap items-center gap-2">
              <code className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-all">{setup.data.secret}</code>
              <CopyButton text={setup.data.secret} aria-label="Copy the secret" />
            </div>
          </div>
        </li>
        <li>
          <form noValidate onSubmit={submit} className="grid max-w-xs gap-3">
            <p>Enter the code the app shows to finish.</p>
            <FormField
              label="6-digit code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={clientError ?? enableErrors.fields.code}
            />
            <FormAlert message={enableErrors.message} />
            <div className="flex gap-2">
              <PendingButton type="submit" pending={enable.isPending}>
                Turn on
              </PendingButton>
              <Button variant="ghost" onClick={() => setup.reset()}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
