import type { DockLink } from '../../ui/floating-dock.tsx';
import { Icon, type IconName } from './icons.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import type { OrgRole } from '../../../shared/permissions.ts';
import { mayReadPage } from '../../../shared/routes/route-reads.ts';

const SHORTCUTS: { href: string; label: () => string; icon: IconName; section: string[] }[] = [
  { href: '/dashboard', label: m.shell_shortcut_dashboard, icon: 'dashboard', section: ['/dashboard'] },
  {
    href: '/my-clusters',
    label: m.shell_shortcut_clusters,
    icon: 'server',
    section: ['/my-clusters', '/clusters', '/cluster-detail'],
  },
  { href: '/orders', label: m.shell_shortcut_orders, icon: 'cart', section: ['/orders'] },
  { href: '/usage', label: m.shell_shortcut_usage, icon: 'chart', section: ['/usage'] },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The console's phone shortcuts (the bottom band beside the menu button), the current section
 * marked; a page the organization role may not read (Clusters for the billing role) is left out.
 */
export function consoleShortcuts(pathname: string, orgRole?: OrgRole): DockLink[] {
  return SHORTCUTS.filter(({ href }) => mayReadPage(href, orgRole)).map(({ href, label, icon, section }) => ({
    href,
    label: label(),
    icon: <Icon name={icon} className="size-5" />,
    current: section.some((base) => within(pathname, base)),
  }));
}
