import { errorMessage, isTokenError } from '../lib/form-errors.ts';
import { EmailLinkForm } from './EmailLinkForm.tsx';
import { FlowCard, FlowLink, FlowMessage, FlowPending, FlowRetry } from './FlowCard.tsx';
import { useLinkToken, useTokenExchange } from './use-link-token.ts';

const RESEND_CONFIRMATION =
  'If an account with an unverified address exists for it, we sent a new verification link. Check your inbox and spam folder.';

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
      <FlowCard title="Verify your e-mail address">
        <FlowMessage tone="error">
          <p>
            This link is incomplete. Open the link from the e-mail again, or copy the whole address into the browser.
          </p>
        </FlowMessage>
        <ResendSection />
      </FlowCard>
    );
  }

  if (verification.isSuccess) {
    return (
      <FlowCard title="E-mail address verified">
        <FlowMessage tone="success">
          <p>Your e-mail address is verified.</p>
        </FlowMessage>
        <FlowLink href="/dashboard">Go to the dashboard</FlowLink>
      </FlowCard>
    );
  }

  if (isTokenError(verification.error)) {
    const expired = verification.error.code === 'token_expired';
    return (
      <FlowCard title={expired ? 'This link has expired' : 'This link does not work'}>
        <FlowMessage tone="error">
          <p>{verification.error.message}</p>
        </FlowMessage>
        <ResendSection />
      </FlowCard>
    );
  }

  if (verification.isError) {
    return (
      <FlowCard title="Verify your e-mail address">
        <FlowRetry message={errorMessage(verification.error)} onRetry={() => token && verification.mutate(token)} />
      </FlowCard>
    );
  }

  return (
    <FlowCard title="Verify your e-mail address">
      <FlowPending label="Verifying…" />
    </FlowCard>
  );
}

function ResendSection() {
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      <h2 className="text-base font-semibold">Send a new link</h2>
      <EmailLinkForm
        path="/api/auth/resend-verification"
        submitLabel="Send a new link"
        confirmation={RESEND_CONFIRMATION}
      />
    </div>
  );
}
