// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import { onBuildWarning } from './src/integrations/build-warnings.ts';
import { devRuntime } from './src/integrations/dev-runtime.ts';
import { precompress } from './src/integrations/precompress.ts';
import { perLanguageScripts } from './src/integrations/per-language-scripts.ts';
import { zodWithoutEval } from './src/integrations/zod-without-eval.ts';
import { reactWholeHtml } from './src/integrations/react-whole-html.ts';
import { islandStylesInCss } from './src/integrations/island-styles-in-css.ts';
import { astroCsp } from './src/csp/policy.ts';
import { BUILD_ORIGIN } from './src/server/http/public-origin.ts';

const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  // Built files name the site with a stand-in origin: the server names PUBLIC_ORIGIN in its place
  // when it loads them, so that one build serves any origin (src/server/http/public-origin.ts).
  site: BUILD_ORIGIN,
  output: 'static',
  adapter: node({ mode: 'middleware', bodySizeLimit: 1024 * 1024 }),
  integrations: [react(), mdx(), devRuntime(), perLanguageScripts(), precompress()],
  // Origin checks are done by src/middleware.ts for every content type, JSON included.
  // Content-Security-Policy: Astro hashes its scripts and styles; src/csp/policy.ts has the rest.
  // Built pages carry it as a <meta>, which the server also sends as a header (static-files.ts).
  security: { checkOrigin: false, csp: astroCsp() },
  server: { port, host: process.env.HOST ?? '127.0.0.1' },
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // Astro's default theme draws code comments at 3:1 contrast; GitHub's themes pass WCAG AA.
  markdown: { shikiConfig: { themes: { light: 'github-light-default', dark: 'github-dark-default' } } },
  vite: {
    plugins: [tailwindcss(), zodWithoutEval(), reactWholeHtml(), islandStylesInCss()],
    // One harmless multi-line warning per MDX page would bury the build log (build-warnings.ts).
    build: { rolldownOptions: { onwarn: onBuildWarning } },
  },
});
