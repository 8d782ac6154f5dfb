import { useMutation } from '@tanstack/react-query';
import { changeEmailInputSchema } from '../../../shared/auth/auth.schemas.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';

/** Asks for a new address; the change applies only when the link sent to it is opened. */
export function ChangeEmailForm() {
  const form = useSchemaForm(changeEmailInputSchema, { newEmail: '', password: '' });
  const change = useMutation({
    mutationFn: (body: { password: string; newEmail: string }) =>
      apiRequest('/api/user/email', { method: 'POST', body }),
    onSuccess: () => form.resetField('password'),
  });

  if (change.isSuccess) {
    return (
      <div
        role="status"
        className="grid justify-items-start gap-2 rounded-md border border-success/40 bg-success/5 px-4 py-3 text-sm"
      >
        <p>
          {richMessage((slot) => m.account_email_link_sent({ email: slot.email }), {
            email: <strong>{change.variables.newEmail}</strong>,
          })}
        </p>
        <Button variant="link" className="h-auto p-0" onClick={() => change.reset()}>
          {m.account_use_different_address()}
        </Button>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={(body) => change.mutateAsync(body)} className="grid max-w-md gap-3">
      <FormField
        control={form.control}
        name="newEmail"
        label={m.account_new_email()}
        type="email"
        autoComplete="email"
      />
      <FormField
        control={form.control}
        name="password"
        label={m.account_current_password()}
        type="password"
        autoComplete="current-password"
        description={m.account_current_password_why()}
      />
      <Alert>{formMessage(form)}</Alert>
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        {m.account_send_confirmation_link()}
      </PendingButton>
    </Form>
  );
}
