import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { $user } from '../../auth/auth-store.ts';
import type { Role } from '../../auth/auth.ts';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../shell/icons.tsx';
import { badgeText, isWithin, sectionsFor } from './sidebar.ts';
import type { BadgeKey, NavItem } from './sidebar.ts';
import { sidebarCountsQueryOptions } from './sidebar.queries.ts';
import type { SidebarCounts } from './sidebar.queries.ts';
import { m } from '../../../shared/i18n/messages.ts';

export interface SidebarNavProps {
  pathname: string;
  role: Role;
  /** The desktop sidebar: shrinks to icons when <html data-sidebar="collapsed">. */
  collapsible?: boolean;
  /** The collapsed state as React knows it (after hydration), for tooltips. */
  collapsed?: boolean;
}

const countOf = (counts: SidebarCounts | undefined, key: BadgeKey) =>
  key === 'clusters' ? counts?.clusters : counts?.orders.total;

/** The sidebar's sections and links, with the count badges. */
export function SidebarNav({ pathname, role, collapsible = false, collapsed = false }: SidebarNavProps) {
  const orgRole = useStore($user)?.orgRole;
  const counts = useQuery(sidebarCountsQueryOptions(true)).data;
  return (
    // Dense on purpose (32 px rows, 28 px sub-rows): every item fits a 1280 × 800 window unscrolled.
    <div className="grid gap-3">
      {sectionsFor(role, orgRole).map((section, index) => (
        <div key={index} className="grid gap-0.5">
          {section.title ? (
            <h2
              className={cn(
                'px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
                collapsible && 'lg:[[data-sidebar=collapsed]_&]:sr-only',
              )}
            >
              {section.title()}
            </h2>
          ) : null}
          <ul className="grid gap-0.5">
            {section.items.map((item) => (
              <NavEntry
                key={item.href}
                item={item}
                pathname={pathname}
                badge={item.badge ? badgeText(countOf(counts, item.badge)) : undefined}
                collapsible={collapsible}
                collapsed={collapsed}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

interface NavEntryProps {
  item: NavItem;
  pathname: string;
  badge: string | undefined;
  collapsible: boolean;
  collapsed: boolean;
}

function NavEntry({ item, pathname, badge, collapsible, collapsed }: NavEntryProps) {
  const current = pathname === item.href;
  const within = isWithin(item, pathname);
  const label = item.label();
  const named = badge === undefined ? label : m.sidebar_item_with_count({ label, count: badge });
  return (
    <li>
      <a
        href={item.href}
        aria-current={current ? 'page' : undefined}
        // The count belongs in the name ("Clusters (3)"); the label comes first, as it reads.
        aria-label={badge === undefined ? undefined : named}
        title={collapsed ? named : undefined}
        className={cn(
          'relative flex h-8 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
          'hover:bg-accent hover:text-accent-foreground',
          within ? 'bg-accent text-foreground' : 'text-muted-foreground',
          current && 'text-primary',
          collapsible && 'lg:[[data-sidebar=collapsed]_&]:justify-center lg:[[data-sidebar=collapsed]_&]:px-0',
        )}
      >
        <Icon name={item.icon} className="size-[18px]" />
        <span className={cn('truncate', collapsible && 'lg:[[data-sidebar=collapsed]_&]:sr-only')}>{label}</span>
        {badge !== undefined ? (
          <span
            data-sidebar-count={item.badge}
            className={cn(
              'ml-auto min-w-6 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-semibold text-primary-foreground tabular-nums',
              collapsible &&
                'lg:[[data-sidebar=collapsed]_&]:absolute lg:[[data-sidebar=collapsed]_&]:top-0 lg:[[data-sidebar=collapsed]_&]:right-0.5 lg:[[data-sidebar=collapsed]_&]:min-w-4 lg:[[data-sidebar=collapsed]_&]:px-1 lg:[[data-sidebar=collapsed]_&]:text-[10px] lg:[[data-sidebar=collapsed]_&]:leading-4',
            )}
          >
            {badge}
          </span>
        ) : null}
      </a>
      {item.children ? (
        <ul
          className={cn(
            'mt-0.5 ml-[1.3rem] grid border-l border-border pl-3',
            collapsible && 'lg:[[data-sidebar=collapsed]_&]:hidden',
          )}
        >
          {item.children.map((child) => (
            <li key={child.href + child.label()}>
              <a
                href={child.href}
                aria-current={pathname === child.href ? 'page' : undefined}
                className={cn(
                  'flex h-7 items-center rounded-md px-2 text-sm text-muted-foreground transition-colors',
                  'hover:bg-accent hover:text-accent-foreground aria-[current=page]:font-medium aria-[current=page]:text-primary',
                )}
              >
                {child.label()}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
