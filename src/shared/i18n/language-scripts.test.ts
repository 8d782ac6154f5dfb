import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATIC_LOCALE } from '../../../scripts/paraglide-options.mjs';
import { htmlWithScriptsOf, STATIC_LOCALE_GLOBAL } from './language-scripts.ts';

describe('per-language scripts', () => {
  it('the compiled browser messages read the expression the build replaces', () => {
    expect(STATIC_LOCALE.global).toBe(STATIC_LOCALE_GLOBAL);
    const dir = new URL('../../paraglide/messages/', import.meta.url);
    const file = readdirSync(dir).find((name) => name.endsWith('.js') && name !== '_index.js');
    expect(file).toBeDefined();
    expect(readFileSync(new URL(file ?? '', dir), 'utf8')).toContain(`const locale = ${STATIC_LOCALE_GLOBAL} ?? `);
  });

  it('a French page names the French copies of the scripts, once', () => {
    const html =
      '<script type="module" src="/_astro/page.Ab1-_.js"></script><link href="/_astro/theme.css"><a href="/_astro/x.json">';
    const french = htmlWithScriptsOf(html, 'fr');
    expect(french).toBe(
      '<script type="module" src="/_astro/fr/page.Ab1-_.js"></script><link href="/_astro/theme.css"><a href="/_astro/x.json">',
    );
    expect(htmlWithScriptsOf(french, 'fr')).toBe(french);
    expect(htmlWithScriptsOf(html, 'en')).toBe(html);
  });
});
