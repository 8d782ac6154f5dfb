// The sidebar's shared state: desktop collapse (remembered) and the mobile drawer (not).
import { atom } from 'nanostores';
import { readStorage, writeStorage } from '../../auth/auth.ts';
import { SIDEBAR_ATTRIBUTE, SIDEBAR_COLLAPSED_KEY } from '../../../shared/inline-scripts/sidebar-collapse-script.ts';

/** Desktop sidebar widths in px, open and collapsed to icons. */
export const SIDEBAR_WIDTH = { open: 288, collapsed: 64 } as const;

/** Below this width (px) the sidebar is a drawer and the floating menu button shows. */
export const MOBILE_BREAKPOINT = 1024;

/** True when the desktop sidebar shows icons only. */
export const $sidebarCollapsed = atom<boolean>(readStorage('localStorage', SIDEBAR_COLLAPSED_KEY) === '1');

/** True while the mobile navigation (drawer or menu panel) is open. */
export const $mobileNavOpen = atom(false);

/** Collapses or opens the desktop sidebar, remembers it, and updates <html> for the CSS. */
export function setSidebarCollapsed(collapsed: boolean): void {
  $sidebarCollapsed.set(collapsed);
  writeStorage('localStorage', SIDEBAR_COLLAPSED_KEY, collapsed ? '1' : '0');
  if (typeof document === 'undefined') return;
  if (collapsed) document.documentElement.setAttribute(SIDEBAR_ATTRIBUTE, 'collapsed');
  else document.documentElement.removeAttribute(SIDEBAR_ATTRIBUTE);
}

/** Opens or closes the mobile navigation. */
export function setMobileNavOpen(open: boolean): void {
  $mobileNavOpen.set(open);
}
