import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { $user } from '../auth/auth-store.ts';
import { publicUserSchema } from '../auth/auth.ts';
import { FormAlert, FormField, PendingButton } from './FormField.tsx';
import { toFormErrors } from './form-errors.ts';

/** Edits the display name; the answer is the updated user, shared with the other islands. */
export function ProfileNameForm({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const [clientError, setClientError] = useState<string>();
  const save = useMutation({
    mutationFn: (next: string) => apiRequest<unknown>('/api/user/profile', { method: 'PATCH', body: { name: next } }),
    onSuccess: (data) => {
      const updated = publicUserSchema.safeParse(data);
      if (updated.success) $user.set(updated.data);
      toast({ title: 'Name saved', variant: 'success' });
    },
  });
  const errors = toFormErrors(save.error, ['name']);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = value.trim();
    const problem = next === '' ? 'Enter your name.' : next.length > 100 ? 'Use at most 100 characters.' : undefined;
    setClientError(problem);
    if (!problem) save.mutate(next);
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-3">
      <FormField
        label="Name"
        name="name"
        autoComplete="name"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={clientError ?? errors.fields.name}
      />
      <FormAlert message={errors.message} />
      <PendingButton
        type="submit"
        pending={save.isPending}
        disabled={value.trim() === name}
        className="justify-self-start"
      >
        Save name
      </PendingButton>
    </form>
  );
}
