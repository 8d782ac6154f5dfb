import type { ReactNode } from 'react';
import { LineIcon } from '../ui/line-icon.tsx';

function Icon({ className = 'size-5', children }: { className?: string; children: ReactNode }) {
  return <LineIcon className={className}>{children}</LineIcon>;
}

/** House outline (home links). */
export const HomeIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />
  </Icon>
);

/** Four tiles (dashboard links). */
export const DashboardIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </Icon>
);

/** Three lines (menu button). */
export const MenuIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

/** A cross (close and dismiss buttons). */
export const CloseIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

/** Moon (switch to dark). */
export const MoonIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
  </Icon>
);

/** Sun (switch to light). */
export const SunIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </Icon>
);

/** Two overlapping sheets (copy buttons). */
export const CopyIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Icon>
);

/** A tick (done states). */
export const CheckIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

/** A price tag (the promo side tab). */
export const TagIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);
