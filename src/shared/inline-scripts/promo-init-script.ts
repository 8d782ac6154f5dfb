/** sessionStorage key of the dismissal flag (kept for the browser session). */
export const PROMO_DISMISSED_KEY = 'promoBannerDismissed';

/**
 * Inline <head> script: puts `data-promo="collapsed"` on <html> before first paint when the flag
 * is set, so a visitor who dismissed the banner never sees it flash in and push the page down.
 * Kept free of imports: the build hashes it for the Content-Security-Policy (src/csp/policy.ts).
 */
export const promoInitScript = `try{if(sessionStorage.getItem('${PROMO_DISMISSED_KEY}')==='true')document.documentElement.dataset.promo='collapsed'}catch(e){}`;
