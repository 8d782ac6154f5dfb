import { useQuery } from '@tanstack/react-query';
import type { User } from '../../auth/auth.ts';
import { officersAccessQuery } from '../../auth/UserMenu.tsx';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '../../ui/dialog.tsx';
import { Icon } from '../shell/icons.tsx';
import type { IconName } from '../shell/icons.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { closeOnLink } from '../shell/close-on-link.ts';
import { m } from '../../../shared/i18n/messages.ts';

const linkClass =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground';

/** The menu panel of the floating button: site links, then the account's own. */
export function MobileMenuPanel({ user, onClose }: { user: User; onClose: () => void }) {
  const officers = useQuery(officersAccessQuery(user.id)).data === true;

  const links: { href: string; label: string; icon: IconName }[] = [
    { href: '/dashboard', label: m.header_menu_dashboard(), icon: 'dashboard' },
    { href: '/', label: m.header_menu_home(), icon: 'home' },
    { href: '/documentation', label: m.header_menu_documentation(), icon: 'file' },
    { href: '/tutorials', label: m.header_menu_tutorials(), icon: 'graduation' },
    { href: '/support', label: m.header_menu_support(), icon: 'lifebuoy' },
    ...(officers ? [{ href: '/officers/panel', label: m.header_menu_officers_panel(), icon: 'shield' as const }] : []),
    { href: '/settings', label: m.header_menu_settings(), icon: 'settings' },
  ];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent side="bottom-end" aria-describedby={undefined} className="bg-popover p-2 text-popover-foreground">
        <div className="flex items-center justify-between px-2 pb-1">
          <DialogTitle className="text-sm">{m.header_menu_title()}</DialogTitle>
          <DialogClose
            aria-label={m.header_menu_close()}
            className="inline-flex size-8 items-center justify-center rounded-md hover:bg-accent"
          >
            <Icon name="close" />
          </DialogClose>
        </div>
        <nav aria-label={m.header_menu_label()} onClick={(event) => closeOnLink(event, onClose)}>
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
      </DialogContent>
    </Dialog>
  );
}
