import { Suspense, lazy, useCallback, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../auth/auth.ts';
import { cn } from '../../lib/cn.ts';
import { $mobileNavOpen, MOBILE_BREAKPOINT, setMobileNavOpen } from '../sidebar/sidebar-state.ts';
import { Icon } from './icons.tsx';
import { m } from '../../../shared/i18n/messages.ts';

// Both panels open on demand only, so their code (and the dialog's) loads on the first tap.
const MobileDrawer = lazy(() =>
  import('../sidebar/MobileDrawer.tsx').then((module) => ({ default: module.MobileDrawer })),
);
const MobileMenuPanel = lazy(() =>
  import('../header/MobileMenu.tsx').then((module) => ({ default: module.MobileMenuPanel })),
);

/**
 * The floating bottom-right button under 1024 px. With the sidebar (dashboard layout)
 * it opens the sidebar drawer; on the other layouts it opens the menu panel.
 */
export function MobileNavigation({
  user,
  pathname,
  withSidebar,
}: {
  user: User;
  pathname: string;
  withSidebar: boolean;
}) {
  const open = useStore($mobileNavOpen);
  const close = useCallback(() => setMobileNavOpen(false), []);

  // Widening the window past the breakpoint brings back the desktop layout: the panel goes,
  // and with it the modal state that would leave the page unclickable.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);

  const label = withSidebar
    ? open
      ? m.shell_close_navigation()
      : m.shell_open_navigation()
    : open
      ? m.shell_close_menu()
      : m.shell_open_menu();
  return (
    <>
      <button
        type="button"
        onClick={() => setMobileNavOpen(!open)}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={label}
        className={cn(
          'fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full lg:hidden',
          'bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary/90',
        )}
      >
        <Icon name={open ? 'close' : 'menu'} className="size-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          {withSidebar ? (
            <MobileDrawer pathname={pathname} role={user.role} onClose={close} />
          ) : (
            <MobileMenuPanel user={user} onClose={close} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
