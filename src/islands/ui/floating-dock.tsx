import type { ReactNode } from 'react';

/** One shortcut of the dock. */
export interface DockLink {
  href: string;
  label: string;
  icon?: ReactNode;
  current?: boolean;
}

/**
 * The band the floating menu button (under 1024 px) sits on: opaque, across the bottom
 * of the viewport, so the button never lies on top of a line of text. Text scrolls under it as
 * it does under the header; pages keep this much room at their end, so their last lines can
 * always be scrolled above it. The band is not left empty: it carries the shortcuts a phone user
 * reaches for most, beside the button that opens everything else.
 */
export function FloatingDock({ label, links }: { label: string; links: readonly DockLink[] }) {
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 h-[calc(5rem+env(safe-area-inset-bottom))] border-t border-border bg-background pr-16 pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="flex h-20 items-stretch justify-around">
        {links.map((link) => (
          <li key={link.href} className="flex min-w-0 flex-1">
            <a
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className="flex min-w-0 flex-1 flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground hover:text-foreground aria-[current=page]:text-primary"
            >
              {link.icon}
              {/* Whole names, on two lines when they need it ("Tableau de bord"): a label cut short says nothing. */}
              <span className="line-clamp-2 max-w-full text-center text-[0.6875rem] leading-tight tracking-tight sm:text-xs sm:tracking-normal">
                {link.label}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
