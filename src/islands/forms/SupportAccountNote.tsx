import { m } from '../../shared/i18n/messages.ts';
import { useProbedUser } from '../site/use-probed-user.ts';
import { richMessage } from '../ui/rich-message.tsx';

/**
 * On /support, only for signed-in users: where their own ticket management will live. Uses the
 * header's light session probe rather than the auth store, so signed-out visitors load no more.
 */
export function SupportAccountNote() {
  const signedIn = Boolean(useProbedUser());
  // An element even when empty: Astro's React renderer treats a component that renders null on
  // the server as not-React and warns.
  if (!signedIn) return <div hidden />;
  return (
    <aside
      className="rounded-lg border border-info/40 bg-info/10 p-4 text-sm"
      aria-label={m.forms_account_note_label()}
    >
      <p className="font-semibold">{m.forms_account_note_title()}</p>
      <p className="mt-1 text-muted-foreground">
        {richMessage((slot) => m.forms_account_note_text({ link: slot.link }), {
          link: (
            <a href="/orders/support" className="font-medium text-primary underline underline-offset-4">
              {m.forms_account_note_link()}
            </a>
          ),
        })}
      </p>
    </aside>
  );
}
