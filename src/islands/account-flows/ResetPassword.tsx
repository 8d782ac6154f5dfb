import { isTokenError } from '../lib/form-errors.ts';
import { apiRequest } from '../lib/request.ts';
import { FlowCard, FlowLink, FlowMessage } from './FlowCard.tsx';
import { LightField, useLightForm } from './light-form.tsx';
import { FlowFormAlert, PendingSubmit } from './light-ui.tsx';
import { checkNewPassword } from './light-validation.ts';
import { useLinkToken } from './use-link-token.ts';
import { useRequest } from './use-request.ts';

// The token comes from the link, not from a field: the form checks the password the way
// POST /api/auth/reset-password does (newPasswordSchema plus the confirmation, as
// checkNewPassword does without zod).

/** Island of /reset-password: sets a new password with the token from the e-mailed link. */
export function ResetPassword() {
  const token = useLinkToken();
  const reset = useRequest((body: { token: string; password: string }) =>
    apiRequest<{ message: string }>('/api/auth/reset-password', { method: 'POST', body }),
  );
  const form = useLightForm({
    initial: { password: '', confirmation: '' },
    validate: ({ password, confirmation }) => checkNewPassword(password, confirmation),
    // A token error replaces the form (above); it is not a message for a field.
    submit: async ({ password }) => {
      if (token) await reset.mutateAsync({ token, password }).catch(rethrowUnlessTokenError);
    },
  });

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
      <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
        <LightField
          field={form.field('password')}
          label="New password"
          type="password"
          autoComplete="new-password"
          description="8 to 128 characters. A passphrase of a few unrelated words works well."
        />
        <LightField field={form.field('confirmation')} label="Confirm the new password" type="password" autoComplete="new-password" />
        <FlowFormAlert message={form.message} />
        <PendingSubmit pending={form.submitting}>Set new password</PendingSubmit>
      </form>
    </FlowCard>
  );
}

function rethrowUnlessTokenError(error: unknown): void {
  if (!isTokenError(error)) throw error;
}
