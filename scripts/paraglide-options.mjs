// How the messages are compiled (src/paraglide, not committed): by the Vite plugin in
// astro.config.mjs and vitest.config.ts, and by `npm run i18n` (after npm install, and for the
// server run from its sources). The language is chosen by src/shared/i18n/locale.ts and the
// server's request-locale.ts, so the compiled runtime only needs a fallback: English.
/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const PARAGLIDE = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
};
