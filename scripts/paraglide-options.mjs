// How the messages are compiled (not committed) by `npm run i18n`, which `npm install`,
// `npm run build`, `npm run dev`, `npm start`'s first build and the tests' global setup run (not
// a Vite plugin: `astro dev` would rewrite thousands of files under a running test suite). Twice,
// from the same catalogs:
// - src/paraglide, a module per message, for the browser: a page carries only the messages it
//   calls (a module per language would give every page every message);
// - src/paraglide-server, a module per language, for the server and the tests: a start loads two
//   files instead of thousands.
// package.json's "imports" (#i18n/messages, #i18n/runtime) give browsers the first, the rest the second.
// The language is chosen by src/shared/i18n/locale.ts and the server's request-locale.ts, so the
// compiled runtime only needs a fallback: English.
const common = {
  project: './project.inlang',
  strategy: /** @type {['baseLocale']} */ (['baseLocale']),
  emitTsDeclarations: true,
  emitReadme: false,
};

/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const PARAGLIDE = { ...common, outdir: './src/paraglide', outputStructure: 'message-modules' };

/** The server's needs no types of its own: TypeScript reads the browser's (tsconfig customConditions). */
/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const PARAGLIDE_SERVER = {
  ...common,
  outdir: './src/paraglide-server',
  outputStructure: 'locale-modules',
  emitTsDeclarations: false,
};

/**
 * The expression a browser message reads its language from before the page's: undefined at run
 * time; the build gives each language its own copy of the scripts with it replaced by a literal.
 * src/shared/i18n/language-scripts.ts reads the same value (this file is plain JavaScript).
 */
export const STATIC_LOCALE = { global: 'globalThis.__I18N_LOCALE__' };
