import { errorMessage, isTokenError } from '../lib/form-errors.ts';
import { FlowCard, FlowLink, FlowMessage, FlowPending, FlowRetry } from './FlowCard.tsx';
import { useLinkToken, useTokenExchange } from './use-link-token.ts';
import { m } from '../../shared/i18n/messages.ts';

// The sign-in step (schemas, the auth store, the toast) is fetched only once the link's token is
// accepted, so the page itself loads none of it.
const completeSignIn = (result: unknown) =>
  import('./complete-sign-in.ts').then((module) => module.completeSignIn(result));

/** Island of /magic-link: exchanges the one-time sign-in link for a session. */
export function MagicLinkVerify() {
  const token = useLinkToken();
  const exchange = useTokenExchange<unknown>('/api/auth/magic-link/verify', token, completeSignIn);

  if (token === null || isTokenError(exchange.error)) {
    const expired = isTokenError(exchange.error) && exchange.error.code === 'token_expired';
    return (
      <FlowCard title={expired ? m.account_flows_magic_expired_title() : m.account_flows_magic_invalid_title()}>
        <FlowMessage tone="error">
          <p>{token === null ? m.account_flows_link_incomplete() : exchange.error?.message}</p>
          <p>{m.account_flows_magic_validity()}</p>
        </FlowMessage>
        <FlowLink href="/magic-link-login">{m.account_flows_magic_new_link()}</FlowLink>
      </FlowCard>
    );
  }

  if (exchange.isError) {
    return (
      <FlowCard title={m.account_flows_signing_you_in()}>
        <FlowRetry message={errorMessage(exchange.error)} onRetry={() => token && exchange.mutate(token)} />
      </FlowCard>
    );
  }

  // Success navigates away; until then the pending state stays on screen.
  return (
    <FlowCard title={m.account_flows_signing_you_in()}>
      <FlowPending label={m.account_flows_checking_sign_in_link()} />
    </FlowCard>
  );
}
