import { useProbedUser } from './use-probed-user.ts';

/** One state of the call to action. */
export interface CtaLink {
  label: string;
  href: string;
}

interface AccountCtaProps {
  /** What a visitor sees, in the pre-rendered HTML too: e.g. 'Create your account'. */
  signedOut: CtaLink;
  /** What it becomes once the session probe finds a signed-in user: e.g. 'Open the console'. */
  signedIn: CtaLink;
  /** The link's classes, computed where the page is built (no class helpers in the browser). */
  className?: string;
}

// Both labels sit in one grid cell, the hidden one invisible: the link is as wide as the longer
// label from the first paint, so the swap moves nothing (no layout shift).
const STACK = 'inline-grid justify-items-center';
const CELL = '[grid-area:1/1]';

/**
 * A call to action of a pre-rendered public page that changes for signed-in visitors, decided
 * in the browser from the header's session probe (one request per page).
 */
export function AccountCta({ signedOut, signedIn, className }: AccountCtaProps) {
  const user = useProbedUser();
  const active = user ? signedIn : signedOut;
  return (
    <a href={active.href} className={className}>
      <span className={STACK}>
        <span className={user ? `${CELL} invisible` : CELL} aria-hidden={user ? true : undefined}>
          {signedOut.label}
        </span>
        <span className={user ? CELL : `${CELL} invisible`} aria-hidden={user ? undefined : true}>
          {signedIn.label}
        </span>
      </span>
    </a>
  );
}
