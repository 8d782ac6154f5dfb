import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { FormAlert, FormField, PendingButton } from './FormField.tsx';
import { toFormErrors, validateNewPassword } from './form-errors.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { accountKeys } from './account.queries.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/** Changes the password; the server signs out every other session. */
export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest('/api/auth/password', { method: 'POST', body }),
    onSuccess: async (_data, _body, _context, { client }) => {
      setValues(EMPTY);
      toast({ title: 'Password changed', description: 'Your other sessions were signed out.', variant: 'success' });
      await client.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
  const serverErrors = toFormErrors(change.error, ['currentPassword', 'newPassword']);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password, confirmation } = validateNewPassword(values.newPassword, values.confirmation);
    const problems: Record<string, string> = {};
    if (values.currentPassword === '') problems.currentPassword = 'Enter your current password.';
    if (password) problems.newPassword = password;
    if (confirmation) problems.confirmation = confirmation;
    setClientErrors(problems);
    if (Object.keys(problems).length === 0) {
      change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    }
  }

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: clientErrors[name] ?? serverErrors.fields[name],
  });

  return (
    <SettingsCard title="Password" description="Changing your password signs out every other device.">
      <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="8 to 128 characters."
          {...field('newPassword')}
        />
        <FormField
          label="Confirm the new password"
          type="password"
          autoComplete="new-password"
          {...field('confirmation')}
        />
        <FormAlert message={serverErrors.message} />
        <PendingButton type="submit" pending={change.isPending} className="justify-self-start">
          Change password
        </PendingButton>
      </form>
    </SettingsCard>
  );
}
