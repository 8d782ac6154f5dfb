import { Button } from '../ui/button.tsx';
import { toast } from '../stores/toasts.ts';
import { errorMessage, isTokenError } from '../lib/form-errors.ts';
import { mfaRequiredSchema } from '../../server/auth/auth.schemas.ts';
import { MFA_TOKEN_KEY, publicUserSchema, takeRedirectAfterLogin, writeStorage } from '../auth/auth.ts';
import { signIn } from '../auth/auth-store.ts';
import { FlowCard, FlowLink, FlowMessage, FlowPending } from './FlowCard.tsx';
import { useLinkToken, useTokenExchange } from './use-link-token.ts';

/** Signs the user in (or starts the second-factor step) once the link's token is accepted. */
function completeSignIn(result: unknown): void {
  const challenge = mfaRequiredSchema.safeParse(result);
  if (challenge.success) {
    // /auth?mfa=1 shows the second-factor step for the token kept here; the redirect target
    // stays in localStorage for that step to use.
    writeStorage('sessionStorage', MFA_TOKEN_KEY, challenge.data.mfaToken);
    window.location.assign('/auth?mfa=1');
    return;
  }
  const user = publicUserSchema.parse(result);
  signIn(user);
  toast({ title: 'Login successful', description: `Welcome back, ${user.name}!`, variant: 'success' });
  // The remembered page (checked with safeRedirectTarget, then forgotten), else /dashboard.
  window.location.assign(takeRedirectAfterLogin(window.location.search));
}

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
        <FlowMessage tone="error">
          <p>{errorMessage(exchange.error)}</p>
        </FlowMessage>
        <Button className="justify-self-start" onClick={() => token && exchange.mutate(token)}>
          Try again
        </Button>
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
