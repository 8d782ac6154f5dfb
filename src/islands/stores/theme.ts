import { atom, computed, onMount } from 'nanostores';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key shared with themeInitScript in src/shared/inline-scripts/theme-init-script.ts. */
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isBrowser = typeof window !== 'undefined';

/** Narrows an unknown stored value to a theme preference. */
export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readStoredTheme(): ThemePreference {
  if (!isBrowser) return 'system';
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    // Storage can throw (privacy modes, blocked cookies); fall back to the device setting.
    return 'system';
  }
}

function writeStoredTheme(theme: ThemePreference): void {
  if (!isBrowser) return;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisting is acceptable: the choice still holds for this page view.
  }
}

function darkQuery(): MediaQueryList | undefined {
  return isBrowser && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

/** The user's choice; 'system' follows the device setting. */
export const $theme = atom<ThemePreference>(readStoredTheme());

const $systemPrefersDark = atom<boolean>(darkQuery()?.matches ?? false);

// Only listen to the OS setting while something depends on it.
onMount($systemPrefersDark, () => {
  const query = darkQuery();
  if (!query) return;
  $systemPrefersDark.set(query.matches);
  const onChange = (event: MediaQueryListEvent) => $systemPrefersDark.set(event.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
});

/** The theme actually shown: the choice, or the device setting when the choice is 'system'. */
export const $resolvedTheme = computed(
  [$theme, $systemPrefersDark],
  (theme, systemDark): ResolvedTheme => (theme === 'system' ? (systemDark ? 'dark' : 'light') : theme),
);

/** Stores and persists the theme choice. */
export function setTheme(theme: ThemePreference): void {
  $theme.set(theme);
  writeStoredTheme(theme);
}

/** Switches between light and dark, starting from what is currently shown. */
export function toggleTheme(): void {
  setTheme($resolvedTheme.get() === 'dark' ? 'light' : 'dark');
}

/** Puts the resolved theme on <html>: the `dark` class and the native colour scheme. */
export function applyTheme(theme: ResolvedTheme = $resolvedTheme.get()): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

if (isBrowser) {
  // Keeps <html> in step with the store for the page's lifetime: choices made in any island,
  // and OS changes while the choice is 'system'.
  $resolvedTheme.subscribe((theme) => applyTheme(theme));

  // Another tab changed the choice: follow it so all open tabs agree.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    $theme.set(isThemePreference(event.newValue) ? event.newValue : 'system');
  });
}
