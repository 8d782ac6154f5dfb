import type { InstalledAddonState } from '../../../shared/addons/addons.schemas.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { m } from '../../../shared/i18n/messages.ts';

/** What each state means, in words (never colour alone). */
export function stateLabel(state: InstalledAddonState): string {
  switch (state) {
    case 'installed':
      return m.addons_state_installed();
    case 'installing':
      return m.addons_state_installing();
    case 'upgrading':
      return m.addons_state_upgrading();
    case 'uninstalling':
      return m.addons_state_uninstalling();
  }
}

/** "23 Nov 2026, 15:40" in the user's locale. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  return formatDateTime(iso);
}
