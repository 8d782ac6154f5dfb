import type { InstalledAddonState } from '../../../server/addons/addons.schemas.ts';
import { formatDateTime } from '../../ui/date-time.ts';

/** What each state means, in words (never colour alone). */
export const STATE_LABELS: Record<InstalledAddonState, string> = {
  installed: 'Installed',
  installing: 'Installing…',
  upgrading: 'Upgrading…',
  uninstalling: 'Removing…',
};

/** "23 Nov 2026, 15:40" in the user's locale. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  return formatDateTime(iso);
}
