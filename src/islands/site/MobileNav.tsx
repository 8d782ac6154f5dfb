import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { FloatingDock } from '../ui/floating-dock.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { currentMarker, panelItemClass } from './nav-styles.ts';

/** What the floating menu always offers, in this order (labels are messages, read when rendering). */
export const MOBILE_LINKS = [
  { href: '/dashboard', label: m.site_nav_dashboard },
  { href: '/', label: m.site_nav_home },
  { href: '/documentation', label: m.site_nav_documentation },
  { href: '/tutorials', label: m.site_nav_tutorials },
  { href: '/support', label: m.site_nav_support },
] as const;

/** What the bottom band offers beside the menu button on a phone. */
const SHORTCUTS = [
  { href: '/', label: m.site_nav_home },
  { href: '/pricing', label: m.site_nav_pricing },
  { href: '/documentation', label: m.site_nav_docs },
  { href: '/support', label: m.site_nav_support },
] as const;

const PANEL_ID = 'mobile-menu';

export interface MobileNavProps {
  currentPath: string;
  /** The signed-in rows (Officers Panel, Settings, Logout); `close` shuts the panel. */
  accountItems?: (close: () => void) => ReactNode;
}

/**
 * Under 1024 px: a floating bottom-right button that opens the menu panel. It is a
 * disclosure, not a modal: no focus trap; Escape or a click outside closes it, and Escape puts
 * focus back on the button.
 */
export function MobileNav({ currentPath, accountItems }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <FloatingDock
        label={m.site_nav_shortcuts()}
        links={SHORTCUTS.map((link) => ({ href: link.href, label: link.label(), current: link.href === currentPath }))}
      />
      <div className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 lg:hidden">
        {open ? (
          <nav
            id={PANEL_ID}
            ref={panelRef}
            aria-label={m.site_nav_menu()}
            className="absolute right-0 bottom-16 w-64 rounded-xl border border-border bg-popover p-2 text-popover-foreground shadow-xl"
          >
            <ul className="grid gap-0.5">
              {MOBILE_LINKS.map(({ href, label }) => (
                <li key={href}>
                  <a href={href} className={panelItemClass} aria-current={currentMarker(currentPath, href)}>
                    {label()}
                  </a>
                </li>
              ))}
              {accountItems?.(close)}
            </ul>
          </nav>
        ) : null}
        <button
          ref={buttonRef}
          type="button"
          aria-label={m.site_nav_menu()}
          aria-expanded={open}
          aria-controls={open ? PANEL_ID : undefined}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none motion-reduce:hover:scale-100"
        >
          {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>
    </>
  );
}
