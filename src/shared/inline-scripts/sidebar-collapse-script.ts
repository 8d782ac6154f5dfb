/** localStorage key of the desktop sidebar's collapsed state ('1' collapsed, '0' open). */
export const SIDEBAR_COLLAPSED_KEY = 'sidebarCollapsed';

/** The attribute on <html> that CSS reads to draw the desktop sidebar collapsed. */
export const SIDEBAR_ATTRIBUTE = 'data-sidebar';

/**
 * Inline <head> script: marks <html> collapsed before first paint, so a remembered collapsed
 * sidebar never flashes open while the island loads. Mirrors islands/dashboard/sidebar/sidebar-state.ts.
 */
export const sidebarInitScript = `(function () {
  try {
    if (localStorage.getItem('${SIDEBAR_COLLAPSED_KEY}') === '1') document.documentElement.setAttribute('${SIDEBAR_ATTRIBUTE}', 'collapsed');
  } catch (e) {}
})();`;
