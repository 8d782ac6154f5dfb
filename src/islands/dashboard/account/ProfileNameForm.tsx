import { useMutation } from '@tanstack/react-query';
import { profileInputSchema } from '../../../shared/auth/auth.schemas.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { $user } from '../../auth/auth-store.ts';
import { publicUserSchema } from '../../auth/user-schema.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** Edits the display name; the answer is the updated user, shared with the other islands. */
export function ProfileNameForm({ name }: { name: string }) {
  const form = useSchemaForm(profileInputSchema, { name });
  const save = useMutation({
    mutationFn: (body: { name: string }) => apiRequest<unknown>('/api/user/profile', { method: 'PATCH', body }),
    onSuccess: (data) => {
      const updated = publicUserSchema.safeParse(data);
      if (updated.success) $user.set(updated.data);
      toast({ title: m.account_name_saved(), variant: 'success' });
    },
  });
  const unchanged = form.watch('name').trim() === name;

  return (
    <Form form={form} onSubmit={(body) => save.mutateAsync(body)} className="grid max-w-md gap-3">
      <FormField control={form.control} name="name" label={m.account_name()} autoComplete="name" />
      <Alert>{formMessage(form)}</Alert>
      <PendingButton
        type="submit"
        pending={form.formState.isSubmitting}
        disabled={unchanged}
        className="justify-self-start"
      >
        {m.account_save_name()}
      </PendingButton>
    </Form>
  );
}
