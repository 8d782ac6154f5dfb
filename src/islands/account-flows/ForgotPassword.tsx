import { EmailLinkForm } from './EmailLinkForm.tsx';
import { FlowCard } from './FlowCard.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';

/** Island of /forgot-password: asks for the address to send a reset link to. */
export function ForgotPassword() {
  return (
    <FlowCard title={m.account_flows_forgot_title()}>
      <p className="text-muted-foreground">{m.account_flows_forgot_intro()}</p>
      <EmailLinkForm
        path="/api/auth/forgot-password"
        submitLabel={m.account_flows_forgot_submit()}
        confirmation={m.account_flows_forgot_confirmation()}
      />
      <p className="text-muted-foreground">
        {richMessage((slot) => m.account_flows_remembered({ link: slot.link }), {
          link: (
            <a href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
              {m.account_flows_sign_in()}
            </a>
          ),
        })}
      </p>
    </FlowCard>
  );
}
