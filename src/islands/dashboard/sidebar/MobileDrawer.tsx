import type { Role } from '../../auth/auth.ts';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '../../ui/dialog.tsx';
import { Icon } from '../shell/icons.tsx';
import { closeOnLink } from '../shell/close-on-link.ts';
import { LogoutButton } from '../header/LogoutButton.tsx';
import { MOBILE_EXTRA_LINKS } from './sidebar.ts';
import { SidebarNav } from './SidebarNav.tsx';
import { SystemStatus } from './SystemStatus.tsx';
import { m } from '../../../shared/i18n/messages.ts';

const linkClass =
  'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground';

/**
 * The sidebar as a sheet from the left under 1024 px, with Pricing, Documentation,
 * Tutorials, Support and Logout added. Escape, the close button or the backdrop close it.
 */
export function MobileDrawer({ pathname, role, onClose }: { pathname: string; role: Role; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent side="left" aria-describedby={undefined}>
        <div className="flex h-14 items-center justify-between border-b border-border px-4">
          <DialogTitle className="text-base">{m.sidebar_drawer_title()}</DialogTitle>
          <DialogClose
            aria-label={m.sidebar_close_navigation()}
            className="inline-flex size-9 items-center justify-center rounded-md hover:bg-accent"
          >
            <Icon name="close" className="size-5" />
          </DialogClose>
        </div>
        <nav
          aria-label={m.sidebar_nav_label()}
          className="flex-1 overflow-y-auto px-3 py-4"
          onClick={(event) => closeOnLink(event, onClose)}
        >
          <SidebarNav pathname={pathname} role={role} />
          <ul className="mt-4 grid gap-1 border-t border-border pt-4">
            {MOBILE_EXTRA_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  <Icon name={link.icon} className="size-[18px]" />
                  {link.label()}
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
      </DialogContent>
    </Dialog>
  );
}
