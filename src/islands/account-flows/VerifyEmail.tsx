import { errorMessage, isTokenError } from '../lib/form-errors.ts';
import { EmailLinkForm } from './EmailLinkForm.tsx';
import { FlowCard, FlowLink, FlowMessage, FlowPending, FlowRetry } from './FlowCard.tsx';
import { useLinkToken, useTokenExchange } from './use-link-token.ts';
import { m } from '../../shared/i18n/messages.ts';

/**
 * When this page already knows a signed-in user, that copy still says emailVerified: false (or
 * holds the old address after a change): fetch it again so the verification dialog and menus follow.
 * The store is the one the header's signed-in menu loads; the page itself does not load it.
 */
function refreshSignedInUser(): void {
  void import('../auth/auth-store.ts')
    .then(({ $user, loadUser }) => {
      if (!$user.get()) return;
      loadUser().catch(() => {});
    })
    .catch(() => {});
}

/** Island of /verify-email: confirms the address (or a changed address) from the link's token. */
export function VerifyEmail() {
  const token = useLinkToken();
  const verification = useTokenExchange<{ message: string; email: string }>(
    '/api/auth/verify-email',
    token,
    refreshSignedInUser,
  );

  if (token === null) {
    return (
      <FlowCard title={m.account_flows_verify_title()}>
        <FlowMessage tone="error">
          <p>{m.account_flows_link_incomplete()}</p>
        </FlowMessage>
        <ResendSection />
      </FlowCard>
    );
  }

  if (verification.isSuccess) {
    return (
      <FlowCard title={m.account_flows_verified_title()}>
        <FlowMessage tone="success">
          <p>{m.account_flows_verified()}</p>
        </FlowMessage>
        <FlowLink href="/dashboard">{m.account_flows_go_to_dashboard()}</FlowLink>
      </FlowCard>
    );
  }

  if (isTokenError(verification.error)) {
    const expired = verification.error.code === 'token_expired';
    return (
      <FlowCard title={expired ? m.account_flows_link_expired_title() : m.account_flows_link_invalid_title()}>
        <FlowMessage tone="error">
          <p>{verification.error.message}</p>
        </FlowMessage>
        <ResendSection />
      </FlowCard>
    );
  }

  if (verification.isError) {
    return (
      <FlowCard title={m.account_flows_verify_title()}>
        <FlowRetry message={errorMessage(verification.error)} onRetry={() => token && verification.mutate(token)} />
      </FlowCard>
    );
  }

  return (
    <FlowCard title={m.account_flows_verify_title()}>
      <FlowPending label={m.account_flows_verifying()} />
    </FlowCard>
  );
}

function ResendSection() {
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      <h2 className="text-base font-semibold">{m.account_flows_send_new_link()}</h2>
      <EmailLinkForm
        path="/api/auth/resend-verification"
        submitLabel={m.account_flows_send_new_link()}
        confirmation={m.account_flows_resend_confirmation()}
      />
    </div>
  );
}
