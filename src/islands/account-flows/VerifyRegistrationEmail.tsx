import { errorMessage, isTokenError } from '../lib/form-errors.ts';
import { FlowCard, FlowLink, FlowMessage, FlowPending, FlowRetry } from './FlowCard.tsx';
import { useLinkToken, useTokenExchange } from './use-link-token.ts';

/** Island of /verify-registration-email: confirms the address of a registration awaiting approval. */
export function VerifyRegistrationEmail() {
  const token = useLinkToken();
  const confirmation = useTokenExchange<{ message: string }>('/api/auth/verify-registration-email', token);

  if (confirmation.isSuccess) {
    return (
      <FlowCard title="E-mail address confirmed">
        <FlowMessage tone="success">
          <p>
            Your e-mail is confirmed. An administrator will review your registration; we will e-mail you the decision.
          </p>
        </FlowMessage>
        <FlowLink href="/" variant="outline">
          Back to the home page
        </FlowLink>
      </FlowCard>
    );
  }

  if (token === null || isTokenError(confirmation.error)) {
    const expired = isTokenError(confirmation.error) && confirmation.error.code === 'token_expired';
    return (
      <FlowCard title={expired ? 'This link has expired' : 'This link does not work'}>
        <FlowMessage tone="error">
          <p>
            {token === null
              ? 'This link is incomplete. Open the link from the e-mail again, or copy the whole address into the browser.'
              : expired
                ? 'This link has expired.'
                : 'This link is not valid or was already used.'}
          </p>
          <p>
            If you already confirmed your address, there is nothing more to do: we will e-mail you when an administrator
            has reviewed your registration. Otherwise, register again to receive a new link.
          </p>
        </FlowMessage>
        <FlowLink href="/auth" variant="outline">
          Go to sign-in and registration
        </FlowLink>
      </FlowCard>
    );
  }

  if (confirmation.isError) {
    return (
      <FlowCard title="Confirm your e-mail address">
        <FlowRetry message={errorMessage(confirmation.error)} onRetry={() => token && confirmation.mutate(token)} />
      </FlowCard>
    );
  }

  return (
    <FlowCard title="Confirm your e-mail address">
      <FlowPending label="Confirming your address…" />
    </FlowCard>
  );
}
