import { isTokenError } from '../lib/form-errors.ts';
import { apiRequest } from '../lib/api/client.ts';
import { FlowCard, FlowLink, FlowMessage } from './FlowCard.tsx';
import { LightField, useLightForm } from './light-form.tsx';
import { Alert, PendingButton } from '../ui/light.ts';
import { checkNewPassword } from './light-validation.ts';
import { useLinkToken } from './use-link-token.ts';
import { useRequest } from './use-request.ts';
import { m } from '../../shared/i18n/messages.ts';

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
      <FlowCard title={expired ? m.account_flows_link_expired_title() : m.account_flows_link_invalid_title()}>
        <FlowMessage tone="error">
          <p>{token === null ? m.account_flows_link_incomplete() : reset.error?.message}</p>
          <p>{m.account_flows_reset_validity()}</p>
        </FlowMessage>
        <FlowLink href="/forgot-password">{m.account_flows_reset_new_link()}</FlowLink>
      </FlowCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <FlowCard title={m.account_flows_password_changed_title()}>
        <FlowMessage tone="success">
          <p>{reset.data.message || m.account_flows_password_changed()}</p>
          <p>{m.account_flows_signed_out_everywhere()}</p>
        </FlowMessage>
        <FlowLink href="/auth">{m.account_flows_sign_in_with_new_password()}</FlowLink>
      </FlowCard>
    );
  }

  return (
    <FlowCard title={m.account_flows_reset_title()}>
      <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
        <LightField
          field={form.field('password')}
          label={m.account_flows_new_password()}
          type="password"
          autoComplete="new-password"
          description={m.account_flows_password_description()}
        />
        <LightField
          field={form.field('confirmation')}
          label={m.account_flows_confirm_new_password()}
          type="password"
          autoComplete="new-password"
        />
        <Alert>{form.message}</Alert>
        <PendingButton type="submit" pending={form.submitting}>
          {m.account_flows_reset_submit()}
        </PendingButton>
      </form>
    </FlowCard>
  );
}

function rethrowUnlessTokenError(error: unknown): void {
  if (!isTokenError(error)) throw error;
}
