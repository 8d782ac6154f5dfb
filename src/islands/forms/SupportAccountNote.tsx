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
        Your organization’s tickets, with files, cluster snapshots and the response time of your plan, are in{' '}
        <a href="/orders/support" className="font-medium text-primary underline underline-offset-4">your support area</a>.
        The forms below open a ticket there directly.
      </p>
    </aside>
  );
}
