import { useSyncExternalStore } from 'react';
import type { Role } from '../../auth/auth.ts';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../shell/icons.tsx';
import { FOOTER_LINKS } from './sidebar.ts';
import { $sidebarCollapsed, setSidebarCollapsed } from './sidebar-state.ts';
import { SidebarNav } from './SidebarNav.tsx';
import { SystemStatus } from './SystemStatus.tsx';
import { m } from '../../../shared/i18n/messages.ts';

const subscribe = (onChange: () => void) => $sidebarCollapsed.listen(onChange);

/** The collapsed state; false in the server HTML, where CSS on <html> already draws it right. */
export function useSidebarCollapsed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => $sidebarCollapsed.get(),
    () => false,
  );
}

/**
 * Desktop sidebar: 288 px, or 64 px of icons when collapsed. The width follows
 * <html data-sidebar>, which a head script sets before paint, so a remembered choice never flashes.
 */
export function Sidebar({ pathname, role }: { pathname: string; role: Role }) {
  const collapsed = useSidebarCollapsed();
  // The column runs the page's full height with the sidebar's background and border, however
  // long the page; the sidebar itself stays in view (sticky) inside it.
  return (
    <div className="hidden shrink-0 border-r border-border bg-card lg:block">
      <aside
        aria-label={m.sidebar_aside_label()}
        className={cn(
          'sticky top-14 flex h-[calc(100dvh-3.5rem)] w-72 flex-col',
          'transition-[width] duration-200 ease-out [[data-sidebar=collapsed]_&]:w-16',
        )}
      >
        <nav
          id="dashboard-sidebar"
          aria-label={m.sidebar_nav_label()}
          className="flex-1 overflow-x-hidden overflow-y-auto px-3 py-3 [[data-sidebar=collapsed]_&]:px-2"
        >
          <SidebarNav pathname={pathname} role={role} collapsible collapsed={collapsed} />
        </nav>
        <div className="grid gap-0.5 border-t border-border px-3 py-2 [[data-sidebar=collapsed]_&]:px-2">
          <nav aria-label={m.sidebar_help_label()}>
            <ul className="grid gap-0.5">
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    title={collapsed ? link.label() : undefined}
                    className={cn(
                      'flex h-7 items-center gap-3 rounded-md px-3 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                      '[[data-sidebar=collapsed]_&]:justify-center [[data-sidebar=collapsed]_&]:px-0',
                    )}
                  >
                    <Icon name={link.icon} />
                    <span className="truncate [[data-sidebar=collapsed]_&]:sr-only">{link.label()}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {/* Status and the collapse control share a row while open, to leave the height to the links. */}
          <div className="flex items-center justify-between gap-2 [[data-sidebar=collapsed]_&]:flex-col [[data-sidebar=collapsed]_&]:items-stretch">
            <SystemStatus collapsible />
            <button
              type="button"
              onClick={() => setSidebarCollapsed(!collapsed)}
              aria-expanded={!collapsed}
              aria-controls="dashboard-sidebar"
              title={collapsed ? m.sidebar_expand() : m.sidebar_collapse()}
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                '[[data-sidebar=collapsed]_&]:w-full',
              )}
            >
              <Icon name="chevronsLeft" className="[[data-sidebar=collapsed]_&]:hidden" />
              <Icon name="chevronsRight" className="hidden [[data-sidebar=collapsed]_&]:block" />
              <span className="sr-only [[data-sidebar=collapsed]_&]:hidden">{m.sidebar_collapse()}</span>
              <span className="sr-only hidden [[data-sidebar=collapsed]_&]:inline">{m.sidebar_expand()}</span>
            </button>
          </div>
        </div>
      </aside>
    </div>
  );
}
