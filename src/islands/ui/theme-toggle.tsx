import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $resolvedTheme, toggleTheme } from '../stores/theme.ts';
import { cn } from '../lib/cn.ts';
import { LineIcon } from './line-icon.tsx';
import { m } from '../../shared/i18n/messages.ts';

function SunIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </LineIcon>
  );
}

function MoonIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
    </LineIcon>
  );
}

/** Header button that switches between the light and dark theme. */
export function ThemeToggle({ className }: { className?: string }) {
  const resolved = useStore($resolvedTheme);
  // The server cannot know the stored choice or the OS setting, so the label waits for the
  // first client render to avoid a hydration mismatch.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const label = !mounted
    ? m.ui_switch_theme()
    : resolved === 'dark'
      ? m.ui_switch_to_light_theme()
      : m.ui_switch_to_dark_theme();

  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors',
        'hover:bg-accent hover:text-accent-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {/* The icons follow the `dark` class that themeInitScript sets before paint, so the
          right one shows immediately and server and client markup stay identical. */}
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
    </button>
  );
}
