import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/request.ts';
import { queryClient } from '../lib/query-client.ts';
import { FormAlert, FormField, PendingButton } from '../account/FormField.tsx';
import { isTokenError, toFormErrors, validateNewPassword } from '../account/form-errors.ts';
import { FlowCard, FlowLink, FlowMessage } from './FlowCard.tsx';
import { useLinkToken } from './use-link-token.ts';

/** Island of /reset-password: sets a new password with the token from the e-mailed link. */
export function ResetPassword() {
  const token = useLinkToken();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const reset = useMutation(
    {
      mutationFn: (body: { token: string; password: string }) =>
        apiRequest<{ message: string }>('/api/auth/reset-password', { method: 'POST', body }),
    },
    queryClient,
  );

  if (token === null || isTokenError(reset.error)) {
    const expired = isTokenError(reset.error) && reset.error.code === 'token_expired';
    return (
      <FlowCard title={expired ? 'This link has expired' : 'This link does not work'}>
        <FlowMessage tone="error">
          <p>
            {token === null
              ? 'This link is incomplete. Open the link from the e-mail again, or copy the whole address into the browser.'
              : reset.error?.message}
          </p>
          <p>Reset links are valid for 1 hour and work once.</p>
        </FlowMessage>
        <FlowLink href="/forgot-password">Get a new reset link</FlowLink>
      </FlowCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <FlowCard title="Password changed">
        <FlowMessage tone="success">
          <p>{reset.data.message || 'Your password is changed.'}</p>
          <p>For your security, every device that was signed in has been signed out.</p>
        </FlowMessage>
        <FlowLink href="/auth">Sign in with the new password</FlowLink>
      </FlowCard>
    );
  }

  const serverErrors = toFormErrors(reset.error, ['password']);
  const passwordError = clientErrors.password ?? serverErrors.fields.password;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateNewPassword(password, confirmation);
    setClientErrors(problems);
    if (Object.keys(problems).length === 0 && token) reset.mutate({ token, password });
  }

  return (
    <FlowCard title="Choose a new password">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="8 to 128 characters. A passphrase of a few unrelated words works well."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
        />
        <FormField
          label="Confirm the new password"
          type="password"
          name="confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={clientErrors.confirmation}
        />
        <FormAlert message={serverErrors.message} />
        <PendingButton type="submit" pending={reset.isPending}>
          Set new password
        </PendingButton>
      </form>
    </FlowCard>
  );
}
