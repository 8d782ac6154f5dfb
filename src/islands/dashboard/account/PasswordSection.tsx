import { useMutation } from '@tanstack/react-query';
import { changePasswordInputSchema } from '../../../shared/auth/auth.schemas.ts';
import { withConfirmation } from '../../lib/password-confirmation.ts';
import { apiRequest, invalidateApi } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { NewPasswordFields } from '../../ui/password-fields.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { accountKeys } from './account.queries.ts';
import { m } from '../../../shared/i18n/messages.ts';

const passwordForm = withConfirmation(changePasswordInputSchema, 'newPassword');
const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/** Changes the password; the server signs out every other session. */
export function PasswordSection() {
  const form = useSchemaForm(passwordForm, EMPTY);
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest('/api/auth/password', { method: 'POST', body }),
    onSuccess: async (_data, _body, _context, { client }) => {
      form.reset(EMPTY);
      toast({
        title: m.account_password_changed(),
        description: m.account_password_changed_detail(),
        variant: 'success',
      });
      await invalidateApi(client, [accountKeys.sessions]);
    },
  });

  return (
    <SettingsCard title={m.account_password()} description={m.account_password_description()}>
      <Form
        form={form}
        onSubmit={({ currentPassword, newPassword }) => change.mutateAsync({ currentPassword, newPassword })}
        className="grid max-w-md gap-4"
      >
        <FormField
          control={form.control}
          name="currentPassword"
          label={m.account_current_password()}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields control={form.control} name="newPassword" description={m.account_password_length()} />
        <Alert>{formMessage(form)}</Alert>
        <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
          {m.account_change_password()}
        </PendingButton>
      </Form>
    </SettingsCard>
  );
}
