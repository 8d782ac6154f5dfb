// Class strings shared by the header and the mobile panel. Plain strings on purpose: cn() brings
// tailwind-merge (9 kB gzipped), which the public pages' budget cannot afford for static classes.

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** A text link of the header. */
export const navLinkClass = `inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground aria-[current]:text-foreground ${focusRing}`;

/** A square icon link or button of the header. */
export const iconButtonClass = `inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors hover:bg-accent hover:text-accent-foreground ${focusRing}`;

/** The header's Login link: a small primary button. */
export const loginLinkClass = `inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-xs transition-colors hover:bg-primary/90 ${focusRing}`;

/** A row of the mobile panel. */
export const panelItemClass = `flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm font-medium text-popover-foreground hover:bg-accent hover:text-accent-foreground aria-[current]:bg-accent ${focusRing}`;

/** 'page' for the current page, 'true' inside its section, else undefined (aria-current). */
export function currentMarker(currentPath: string, href: string): 'page' | 'true' | undefined {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  if (path === href) return 'page';
  return href !== '/' && path.startsWith(`${href}/`) ? 'true' : undefined;
}
