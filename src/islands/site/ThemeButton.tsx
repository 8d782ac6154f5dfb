import { useStore } from '@nanostores/react';
import { m } from '../../shared/i18n/messages.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { $resolvedTheme, toggleTheme } from '../stores/theme.ts';
import { MoonIcon, SunIcon } from './icons.tsx';
import { iconButtonClass } from './nav-styles.ts';

/**
 * The signed-out header's theme switch. It does what ui/theme-toggle.tsx does, without that
 * file's cn() (tailwind-merge), which would alone put the home page over its JS budget.
 */
export function ThemeButton() {
  const resolved = useStore($resolvedTheme);
  // The server knows neither the stored choice nor the OS setting: name it once hydrated.
  const hydrated = useHydrated();
  const label = !hydrated
    ? m.ui_switch_theme()
    : resolved === 'dark'
      ? m.ui_switch_to_light_theme()
      : m.ui_switch_to_dark_theme();
  return (
    <button type="button" onClick={toggleTheme} aria-label={label} title={label} className={iconButtonClass}>
      {/* themeInitScript sets the `dark` class before paint, so the right icon shows at once. */}
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
    </button>
  );
}
