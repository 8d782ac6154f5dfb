import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider.tsx';
import type { User } from '../../auth/auth.ts';
import { AppHeader } from '../header/AppHeader.tsx';
import { NotFoundScreen } from '../pages/NotFoundScreen.tsx';
import { FloatingDock } from '../../ui/floating-dock.tsx';
import { setMobileNavOpen } from '../sidebar/sidebar-state.ts';
import { DashboardLayout } from './layouts/DashboardLayout.tsx';
import { PlainLayout } from './layouts/PlainLayout.tsx';
import { SlideLayout } from './layouts/SlideLayout.tsx';
import { interceptLinks } from './links.ts';
import { MobileNavigation } from './MobileNavigation.tsx';
import { consoleShortcuts } from './shortcuts.tsx';
import { invalidateOnNavigation } from './navigation.ts';
import { RouteScreen } from './RouteScreen.tsx';
import { $router, canOpen, matchRoute } from './routes.ts';
import { routeTitle } from './route-title.ts';
import { normalizePath, useRouterPage } from './use-route.ts';
import type { RouterPage } from './use-route.ts';
import { m } from '../../../shared/i18n/messages.ts';

/** Where a member who must set up two-factor authentication is sent. */
const TWO_FACTOR_SETUP_PATH = '/settings';

/** The same title format as the site's other pages (BaseLayout). */
export const pageTitle = (title: string) => `${title} · Sovereign Kubernetes Console`;

/**
 * The signed-in app inside its providers: the header stays mounted while the route picks the
 * layout (sidebar, plain or slide) and the screen. Navigation between routes is client-side.
 */
export function AppFrame({ initialPath }: { initialPath: string }) {
  const user = useAuth().user;
  // The access guard renders this only for a signed-in user.
  if (!user) return null;
  return <SignedInFrame user={user} initialPath={initialPath} />;
}

function SignedInFrame({ user, initialPath }: { user: User; initialPath: string }) {
  const { page, pending } = useRouterPage();
  const requested = page?.path ?? normalizePath(initialPath);
  // A member whose organization requires two-factor they have not set up can only read: every
  // page leads to its set-up on Settings (whose banner says why) until they have.
  const toTwoFactorSetUp = user.twoFactorSetupRequired === true && matchRoute(requested)?.route.view !== 'settings';
  const pathname = toTwoFactorSetUp ? TWO_FACTOR_SETUP_PATH : requested;
  useEffect(() => {
    if (toTwoFactorSetUp && page !== undefined) $router.open(TWO_FACTOR_SETUP_PATH, true);
  }, [toTwoFactorSetUp, page]);
  const match = matchRoute(pathname);
  const allowed = match !== undefined && canOpen(match.route, user);
  const title = allowed ? routeTitle(match.name) : m.shell_page_not_found();
  const layout = allowed ? match.route.layout : 'dashboard';
  const navigated = useAfterNavigation(page, title);
  // True from the first render of a page reached inside the app (the effect above flips
  // `navigated` one render later, too late for a layout that mounts with that render).
  const arrivedInApp = navigated || (page !== undefined && page.path !== normalizePath(initialPath));
  // No Suspense boundary on purpose: React would stream a large boundary's server HTML after
  // the shell and reveal it late; route changes run in a transition instead (use-route.ts).
  const screen = allowed ? <RouteScreen match={match} user={user} /> : <NotFoundScreen />;

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader user={user} pathname={pathname} />
      {pending ? (
        <div role="status" className="fixed inset-x-0 top-14 z-40 h-0.5 animate-pulse bg-primary">
          <span className="sr-only">{m.shell_loading_page()}</span>
        </div>
      ) : null}
      {layout === 'dashboard' ? (
        <DashboardLayout pathname={pathname} role={user.role}>
          {screen}
        </DashboardLayout>
      ) : layout === 'slide' ? (
        <SlideLayout routeKey={pathname} step={match?.route.slideStep} animateOnMount={arrivedInApp}>
          {screen}
        </SlideLayout>
      ) : (
        <PlainLayout>{screen}</PlainLayout>
      )}
      <FloatingDock label={m.shell_shortcuts()} links={consoleShortcuts(pathname, user.orgRole)} />
      <MobileNavigation user={user} pathname={pathname} withSidebar={layout === 'dashboard'} />
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {navigated ? title : ''}
      </p>
    </div>
  );
}

/**
 * Intercepts links for the app's lifetime and, after each client-side navigation: invalidates
 * the cache keys of navigation.ts, closes the mobile navigation, sets the title, scrolls to the top and
 * moves focus to the page. Returns true once the user has navigated inside the app.
 */
function useAfterNavigation(page: RouterPage | undefined, title: string): boolean {
  const client = useQueryClient();
  const [navigated, setNavigated] = useState(false);
  const lastAddress = useRef<string | null>(null);

  useEffect(() => interceptLinks(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` is the trigger: each navigation clears what the navigation rule names.
  useEffect(() => {
    const address = window.location.pathname + window.location.search;
    if (lastAddress.current === null || lastAddress.current === address) {
      lastAddress.current = address;
      return;
    }
    lastAddress.current = address;
    setNavigated(true);
    invalidateOnNavigation(client, window.location.pathname);
    setMobileNavOpen(false);
    if (window.location.hash === '') window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [client, page]);

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  return navigated;
}
