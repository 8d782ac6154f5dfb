import { EmailLinkForm } from './EmailLinkForm.tsx';
import { FlowCard } from './FlowCard.tsx';

/** Island of /magic-link-login: sends a one-time sign-in link instead of asking for a password. */
export function MagicLinkRequest() {
  return (
    <FlowCard title="Sign in with an e-mail link">
      <p className="text-muted-foreground">
        Enter the e-mail address of your account and we will send you a link that signs you in without a password.
      </p>
      <EmailLinkForm
        path="/api/auth/magic-link"
        submitLabel="Send sign-in link"
        confirmation="If an account exists for that address, we sent a sign-in link. It is valid for 15 minutes and can be used once."
      />
      <p className="text-muted-foreground">
        Prefer your password?{' '}
        <a href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in with a password
        </a>
      </p>
    </FlowCard>
  );
}
