import { errorMessage, isTokenError } from '../lib/form-errors.ts';
import { FlowCard, FlowLink, FlowMessage, FlowPending, FlowRetry } from './FlowCard.tsx';
import { useLinkToken, useTokenExchange } from './use-link-token.ts';

// The sign-in step (schemas, the auth store, the toast) is fetched only once the link's token is
// accepted, so the page itself loads none of it.
const completeSignIn = (result: unknown) => import('./complete-sign-in.ts').then((module) => module.completeSignIn(result));

/** Island of /magic-link: exchanges the one-time sign-in link for a session. */
export function MagicLinkVerify() {
  const token = useLinkToken();
  const exchange = useTokenExchange<unknown>('/api/auth/magic-link/verify', token, completeSignIn);

  if (token === null || isTokenError(exchange.error)) {
    const expired = isTokenError(exchange.error) && exchange.error.code === 'token_expired';
    return (
      <FlowCard title={expired ? 'This sign-in link has expired' : 'This sign-in link does not work'}>
        <FlowMessage tone="error">
          <p>
            {token === null
              ? 'This link is incomplete. Open the link from the e-mail again, or copy the whole address into the browser.'
              : exchange.error?.message}
          </p>
          <p>Sign-in links are valid for 15 minutes and work once.</p>
        </FlowMessage>
        <FlowLink href="/magic-link-login">Get a new sign-in link</FlowLink>
      </FlowCard>
    );
  }

  if (exchange.isError) {
    return (
      <FlowCard title="Signing you in">
        <FlowRetry message={errorMessage(exchange.error)} onRetry={() => token && exchange.mutate(token)} />
      </FlowCard>
    );
  }

  // Success navigates away; until then the pending state stays on screen.
  return (
    <FlowCard title="Signing you in">
      <FlowPending label="Checking your sign-in link…" />
    </FlowCard>
  );
}
