import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/request.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert, FormField, PendingButton } from './FormField.tsx';
import { toFormErrors } from './form-errors.ts';

/** Asks for a new address; the change applies only when the link sent to it is opened. */
export function ChangeEmailForm() {
  const [password, setPassword] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: (body: { password: string; newEmail: string }) =>
      apiRequest('/api/user/email', { method: 'POST', body }),
    onSuccess: () => setPassword(''),
  });
  const errors = toFormErrors(change.error, ['password', 'newEmail']);

  if (change.isSuccess) {
    return (
      <div
        role="status"
        className="grid justify-items-start gap-2 rounded-md border border-success/40 bg-success/5 px-4 py-3 text-sm"
      >
        <p>
          We sent a confirmation link to <strong>{change.variables.newEmail}</strong>. Your address changes when you
          open it.
        </p>
        <Button variant="link" className="h-auto p-0" onClick={() => change.reset()}>
          Use a different address
        </Button>
      </div>
    );
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = newEmail.trim();
    const problems: Record<string, string> = {};
    if (password === '') problems.password = 'Enter your current password.';
    if (!address.includes('@')) problems.newEmail = 'Enter an e-mail address such as name@example.com.';
    setClientErrors(problems);
    if (Object.keys(problems).length === 0) change.mutate({ password, newEmail: address });
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-3">
      <FormField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        error={clientErrors.newEmail ?? errors.fields.newEmail}
      />
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="We ask for it so nobody else can move your account to their address."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={clientErrors.password ?? errors.fields.password}
      />
      <FormAlert message={errors.message} />
      <PendingButton type="submit" pending={change.isPending} className="justify-self-start">
        Send confirmation link
      </PendingButton>
    </form>
  );
}
