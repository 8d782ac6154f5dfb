import { z } from 'zod';
import { newPasswordSchema } from '../../server/auth/auth.schemas.ts';
import { isTokenError } from '../lib/form-errors.ts';
import { withConfirmation } from '../lib/password-confirmation.ts';
import { apiRequest } from '../lib/request.ts';
import { Form, FormAlert, formMessage, useSchemaForm } from '../ui/form.tsx';
import { NewPasswordFields } from '../account/password-fields.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { FlowCard, FlowLink, FlowMessage } from './FlowCard.tsx';
import { useLinkToken } from './use-link-token.ts';
import { useRequest } from './use-request.ts';

// The token comes from the link, not from a field: the form checks the password the way
// POST /api/auth/reset-password does.
const resetForm = withConfirmation(z.strictObject({ password: newPasswordSchema }), 'password');

/** Island of /reset-password: sets a new password with the token from the e-mailed link. */
export function ResetPassword() {
  const token = useLinkToken();
  const form = useSchemaForm(resetForm, { password: '', confirmation: '' });
  const reset = useRequest((body: { token: string; password: string }) =>
    apiRequest<{ message: string }>('/api/auth/reset-password', { method: 'POST', body }),
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

  return (
    <FlowCard title="Choose a new password">
      <Form
        form={form}
        // A token error replaces the form (above); it is not a message for a field.
        onSubmit={({ password }) => token && reset.mutateAsync({ token, password }).catch(rethrowUnlessTokenError)}
        className="grid gap-4"
      >
        <NewPasswordFields
          control={form.control}
          name="password"
          description="8 to 128 characters. A passphrase of a few unrelated words works well."
        />
        <FormAlert message={formMessage(form)} />
        <PendingButton type="submit" pending={form.formState.isSubmitting}>
          Set new password
        </PendingButton>
      </Form>
    </FlowCard>
  );
}

function rethrowUnlessTokenError(error: unknown): void {
  if (!isTokenError(error)) throw error;
}
