import type { Plugin } from 'vite';

const PRESCRIPTS = /astro\/dist\/runtime\/server\/scripts\.js$/;
const INLINE_STYLE = '`<style>${ISLAND_STYLES}</style><script>';

/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` into <body> just before the
 * first island, where HTML does not allow a style element (the Nu HTML Checker reports it on
 * every page). The same rule is in src/styles/global.css, which every layout loads in <head>;
 * this drops the copy in the body.
 */
export function islandStylesInCss(): Plugin {
  return {
    name: 'island-styles-in-css',
    enforce: 'pre',
    transform(code, id) {
      if (!PRESCRIPTS.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(INLINE_STYLE)) {
        this.error('Astro changed how it writes the island styles: review src/integrations/island-styles-in-css.ts');
      }
      return { code: code.replace(INLINE_STYLE, '`<script>'), map: null };
    },
  };
}
