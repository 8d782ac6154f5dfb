import { errorMessage, isTokenError } from '../lib/form-errors.ts';
import { FlowCard, FlowLink, FlowMessage, FlowPending, FlowRetry } from './FlowCard.tsx';
import { useLinkToken, useTokenExchange } from './use-link-token.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Island of /verify-registration-email: confirms the address of a registration awaiting approval. */
export function VerifyRegistrationEmail() {
  const token = useLinkToken();
  const confirmation = useTokenExchange<{ message: string }>('/api/auth/verify-registration-email', token);

  if (confirmation.isSuccess) {
    return (
      <FlowCard title={m.account_flows_confirmed_title()}>
        <FlowMessage tone="success">
          <p>{m.account_flows_confirmed()}</p>
        </FlowMessage>
        <FlowLink href="/" variant="outline">
          {m.account_flows_back_home()}
        </FlowLink>
      </FlowCard>
    );
  }

  if (token === null || isTokenError(confirmation.error)) {
    const expired = isTokenError(confirmation.error) && confirmation.error.code === 'token_expired';
    return (
      <FlowCard title={expired ? m.account_flows_link_expired_title() : m.account_flows_link_invalid_title()}>
        <FlowMessage tone="error">
          <p>
            {token === null
              ? m.account_flows_link_incomplete()
              : expired
                ? m.account_flows_link_expired()
                : m.account_flows_link_invalid()}
          </p>
          <p>{m.account_flows_registration_link_help()}</p>
        </FlowMessage>
        <FlowLink href="/auth" variant="outline">
          {m.account_flows_go_to_auth()}
        </FlowLink>
      </FlowCard>
    );
  }

  if (confirmation.isError) {
    return (
      <FlowCard title={m.account_flows_confirm_title()}>
        <FlowRetry message={errorMessage(confirmation.error)} onRetry={() => token && confirmation.mutate(token)} />
      </FlowCard>
    );
  }

  return (
    <FlowCard title={m.account_flows_confirm_title()}>
      <FlowPending label={m.account_flows_confirming()} />
    </FlowCard>
  );
}
