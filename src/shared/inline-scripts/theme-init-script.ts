/**
 * Inline <head> script that puts the `dark` class on <html> before first paint, so a page never
 * flashes the wrong theme while islands load. Mirrors src/islands/stores/theme.ts (same storage
 * key, same rules). It also follows OS changes while the choice is 'system', because pages
 * without a theme island would otherwise keep the theme they opened with.
 *
 * Usage in a layout's <head>: <script is:inline set:html={themeInitScript} />
 */
export const themeInitScript = `(function () {
  try {
    var root = document.documentElement;
    var query = window.matchMedia('(prefers-color-scheme: dark)');
    var apply = function () {
      var stored = null;
      try { stored = localStorage.getItem('theme'); } catch (e) {}
      var dark = stored === 'dark' || (stored !== 'light' && query.matches);
      root.classList.toggle('dark', dark);
      root.style.colorScheme = dark ? 'dark' : 'light';
    };
    apply();
    query.addEventListener('change', apply);
  } catch (e) {}
})();`;
