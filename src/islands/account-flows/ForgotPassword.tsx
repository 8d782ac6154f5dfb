import { EmailLinkForm } from './EmailLinkForm.tsx';
import { FlowCard } from './FlowCard.tsx';

/** Island of /forgot-password: asks for the address to send a reset link to. */
export function ForgotPassword() {
  return (
    <FlowCard title="Reset your password">
      <p className="text-muted-foreground">
        Enter the e-mail address of your account. We will send you a link to choose a new password.
      </p>
      <EmailLinkForm
        path="/api/auth/forgot-password"
        submitLabel="Send reset link"
        confirmation="If an account exists for that address, we sent a link to reset the password. It is valid for 1 hour."
      />
      <p className="text-muted-foreground">
        Remembered it?{' '}
        <a href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </a>
      </p>
    </FlowCard>
  );
}
