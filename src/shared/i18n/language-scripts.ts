import { DEFAULT_LOCALE, type Locale } from './locale.ts';

// The browser's scripts exist once per language (src/integrations/per-language-scripts.ts): the
// English ones at /_astro/, each other language's in /_astro/{locale}/, the same files with the
// other language's strings left out. A page in French names the French copies; nothing else
// differs, so a page's HTML is turned into its French twin by its script addresses alone.

/** What the compiled browser messages read their language from first (scripts/paraglide-options.mjs). */
export const STATIC_LOCALE_GLOBAL = 'globalThis.__I18N_LOCALE__';

/** The folder of the built scripts, as the client build writes it. */
export const SCRIPTS_DIR = '_astro';

/** Where a language's scripts are, relative to the site's root: `_astro` or `_astro/fr`. */
export function scriptsDirOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? SCRIPTS_DIR : `${SCRIPTS_DIR}/${locale}`;
}

const SCRIPT_URL = /\/_astro\/([\w.-]+\.js)\b/g;
const PRELOADED_SCRIPT = /(["'`])_astro\/([\w.-]+\.js)\1/g;

/** A page's HTML naming the scripts of its language (stylesheets and images are shared). */
export function htmlWithScriptsOf(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(SCRIPT_URL, `/${scriptsDirOf(locale)}/$1`);
}

/**
 * A script of a language's copy: its own imports are relative (`./x.js`, so they stay in the
 * folder), but the preload lists Vite writes name scripts from the root (`"_astro/x.js"`).
 */
export function scriptWithPreloadsOf(code: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return code;
  return code.replace(
    PRELOADED_SCRIPT,
    (_, quote: string, file: string) => `${quote}${scriptsDirOf(locale)}/${file}${quote}`,
  );
}
