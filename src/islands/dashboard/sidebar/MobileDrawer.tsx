import { useEffect, useId, useRef } from 'react';
import type { Role } from '../../auth/auth.ts';
import { Icon } from '../shell/icons.tsx';
import { useModalFocus } from '../shell/use-focus-trap.ts';
import { closeOnLink } from '../shell/close-on-link.ts';
import { LogoutButton } from '../header/LogoutButton.tsx';
import { MOBILE_EXTRA_LINKS } from './sidebar.ts';
import { MOBILE_BREAKPOINT } from './sidebar-state.ts';
import { SidebarNav } from './SidebarNav.tsx';
import { SystemStatus } from './SystemStatus.tsx';

const linkClass =
  'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground';

/**
 * The sidebar as a modal drawer under 1024 px (SPEC §2), with Pricing, Documentation, Tutorials,
 * Support and Logout added. Escape, the close button or the backdrop close it.
 */
export function MobileDrawer({ pathname, role, onClose }: { pathname: string; role: Role; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(panel, onClose);

  // Widening the window past the breakpoint brings back the desktop sidebar: the drawer goes.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => wide.matches && onClose();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-foreground/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col border-r border-border bg-card shadow-xl"
      >
        <div className="flex h-14 items-center justify-between border-b border-border px-4">
          <h2 id={titleId} className="font-semibold">
            Navigation
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close navigation"
            className="inline-flex size-9 items-center justify-center rounded-md hover:bg-accent"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <nav
          aria-label="Dashboard"
          className="flex-1 overflow-y-auto px-3 py-4"
          onClick={(event) => closeOnLink(event, onClose)}
        >
          <SidebarNav pathname={pathname} role={role} />
          <ul className="mt-4 grid gap-1 border-t border-border pt-4">
            {MOBILE_EXTRA_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  <Icon name={link.icon} className="size-[18px]" />
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <LogoutButton className={`${linkClass} w-full`} onDone={onClose} />
            </li>
          </ul>
        </nav>
        <div className="border-t border-border py-2">
          <SystemStatus />
        </div>
      </div>
    </div>
  );
}
