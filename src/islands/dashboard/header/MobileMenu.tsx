import { useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../auth/auth.ts';
import { officersAccessQuery } from '../../auth/UserMenu.tsx';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../shell/icons.tsx';
import type { IconName } from '../shell/icons.tsx';
import { useModalFocus } from '../shell/use-focus-trap.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { closeOnLink } from '../shell/close-on-link.ts';

/**
 * SPEC §2: the floating bottom-right button under 1024 px. With the sidebar (dashboard layout)
 * it opens the sidebar drawer; on the other layouts it opens the menu panel.
 */
export function MobileMenuButton({
  open,
  onToggle,
  opensSidebar,
}: {
  open: boolean;
  onToggle: () => void;
  opensSidebar: boolean;
}) {
  const what = opensSidebar ? 'navigation' : 'menu';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-haspopup="dialog"
      aria-label={open ? `Close ${what}` : `Open ${what}`}
      className={cn(
        'fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full lg:hidden',
        'bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary/90',
      )}
    >
      <Icon name={open ? 'close' : 'menu'} className="size-5" />
    </button>
  );
}

const linkClass =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground';

/** The menu panel of the floating button (SPEC §2): site links, then the account's own. */
export function MobileMenuPanel({ user, onClose }: { user: User; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const officers = useQuery(officersAccessQuery(user.id)).data === true;
  useModalFocus(panel, onClose);

  const links: { href: string; label: string; icon: IconName }[] = [
    { href: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
    { href: '/', label: 'Home', icon: 'home' },
    { href: '/documentation', label: 'Documentation', icon: 'file' },
    { href: '/tutorials', label: 'Tutorials', icon: 'graduation' },
    { href: '/support', label: 'Support', icon: 'lifebuoy' },
    ...(officers ? [{ href: '/officers/panel', label: 'Officers Panel', icon: 'shield' as const }] : []),
    { href: '/settings', label: 'Settings', icon: 'settings' },
  ];

  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-foreground/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute right-4 bottom-20 w-64 rounded-lg border border-border bg-popover p-2 text-popover-foreground shadow-xl"
      >
        <div className="flex items-center justify-between px-2 pb-1">
          <h2 id={titleId} className="text-sm font-semibold">
            Menu
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex size-8 items-center justify-center rounded-md hover:bg-accent"
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Menu" onClick={(event) => closeOnLink(event, onClose)}>
          <ul className="grid gap-0.5">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  <Icon name={link.icon} className="size-[18px] text-muted-foreground" />
                  {link.label}
                </a>
              </li>
            ))}
            <li className="mt-1 border-t border-border pt-1">
              <LogoutButton className={linkClass} onDone={onClose} />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
