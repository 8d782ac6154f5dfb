import { lazy, Suspense } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { MobileNav } from './MobileNav.tsx';
import { PublicNav } from './PublicNav.tsx';
import { useProbedUser } from './use-probed-user.ts';

// The signed-in controls bring the auth store, TanStack Query, the notifications and the
// currency picker: loaded only once /api/user has said this visitor is signed in.
const SignedInNav = lazy(() => import('./SignedInNav.tsx'));
const MobileAccountItems = lazy(() =>
  import('./SignedInNav.tsx').then((module) => ({ default: module.MobileAccountItems })),
);

/**
 * Header island: the signed-out links are in the HTML; once GET /api/user answers 200
 * they are swapped for the signed-in controls, in the same 36 px row, so nothing moves. It also
 * holds the floating menu of small screens, which shares the signed-in state.
 */
export function HeaderControls({ currentPath }: { currentPath: string }) {
  const probedUser = useProbedUser();

  const publicNav = <PublicNav currentPath={currentPath} />;
  return (
    <>
      <nav aria-label={m.site_nav_main()} className="flex items-center gap-1">
        {probedUser ? (
          <Suspense fallback={publicNav}>
            <SignedInNav probedUser={probedUser} currentPath={currentPath} signedOut={publicNav} />
          </Suspense>
        ) : (
          publicNav
        )}
      </nav>
      <MobileNav
        currentPath={currentPath}
        accountItems={
          probedUser
            ? (close) => (
                <Suspense fallback={null}>
                  <MobileAccountItems currentPath={currentPath} close={close} />
                </Suspense>
              )
            : undefined
        }
      />
    </>
  );
}
