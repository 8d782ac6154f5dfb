import { EmailLinkForm } from './EmailLinkForm.tsx';
import { FlowCard } from './FlowCard.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';

/** Island of /magic-link-login: sends a one-time sign-in link instead of asking for a password. */
export function MagicLinkRequest() {
  return (
    <FlowCard title={m.account_flows_magic_title()}>
      <p className="text-muted-foreground">{m.account_flows_magic_intro()}</p>
      <EmailLinkForm
        path="/api/auth/magic-link"
        submitLabel={m.account_flows_magic_submit()}
        confirmation={m.account_flows_magic_confirmation()}
      />
      <p className="text-muted-foreground">
        {richMessage((slot) => m.account_flows_prefer_password({ link: slot.link }), {
          link: (
            <a href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
              {m.account_flows_sign_in_with_password()}
            </a>
          ),
        })}
      </p>
    </FlowCard>
  );
}
