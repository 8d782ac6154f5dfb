import { useProbedUser } from '../site/use-probed-user.ts';

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
    <aside className="rounded-lg border border-info/40 bg-info/10 p-4 text-sm" aria-label="Your account">
      <p className="font-semibold">You are signed in.</p>
      <p className="mt-1 text-muted-foreground">
        Managing tickets from your account, with your organization’s history, comes with the support area of the
        dashboard. Until then, the forms below work for you too: use your account’s e-mail address so we can find you.
      </p>
    </aside>
  );
}
