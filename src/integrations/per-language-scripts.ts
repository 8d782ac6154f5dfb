import type { AstroIntegration } from 'astro';
import { transform } from 'esbuild';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/i18n/locale.ts';
import {
  htmlWithScriptsOf,
  scriptsDirOf,
  scriptWithPreloadsOf,
  SCRIPTS_DIR,
  STATIC_LOCALE_GLOBAL,
} from '../shared/i18n/language-scripts.ts';

/**
 * A script as one language's pages run it: the messages' language set to a literal, then
 * minified again, which folds each message to its one language and drops the other's strings.
 */
export async function scriptIn(code: string, locale: Locale): Promise<string> {
  if (!code.includes(STATIC_LOCALE_GLOBAL)) return scriptWithPreloadsOf(code, locale);
  const result = await transform(code, {
    define: { [STATIC_LOCALE_GLOBAL]: JSON.stringify(locale) },
    format: 'esm',
    minify: true,
    treeShaking: true,
    // Accented letters stay letters (escaped, French would weigh more).
    charset: 'utf8',
    target: 'es2022',
    legalComments: 'none',
  });
  return scriptWithPreloadsOf(result.code, locale);
}

async function* files(dir: string, suffix: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path, suffix);
    else if (entry.name.endsWith(suffix)) yield path;
  }
}

/**
 * Writes the client build's scripts once per language: English in place, each other language in
 * `_astro/{locale}/`; then points the pages built in that language (`/{locale}/…`) at their copy.
 * The server does the same for the pages it renders (http/page-render.ts). A page so carries only
 * its own language's messages. Runs before `precompress`, which compresses what it writes.
 */
export async function splitScriptsByLanguage(clientDir: string): Promise<{ scripts: number; pages: number }> {
  const scriptsDir = join(clientDir, SCRIPTS_DIR);
  const names = (await readdir(scriptsDir, { withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => e.name);
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  for (const locale of others) await mkdir(join(clientDir, scriptsDirOf(locale)), { recursive: true });
  await Promise.all(
    names.map(async (name) => {
      const code = await readFile(join(scriptsDir, name), 'utf8');
      for (const locale of others)
        await writeFile(join(clientDir, scriptsDirOf(locale), name), await scriptIn(code, locale));
      await writeFile(join(scriptsDir, name), await scriptIn(code, DEFAULT_LOCALE));
    }),
  );
  let pages = 0;
  for (const locale of others) {
    for await (const path of files(join(clientDir, locale), '.html')) {
      const html = await readFile(path, 'utf8');
      const localized = htmlWithScriptsOf(html, locale);
      if (localized !== html) await writeFile(path, localized);
      pages += 1;
    }
  }
  return { scripts: names.length, pages };
}

/** The Astro integration: see splitScriptsByLanguage. */
export function perLanguageScripts(): AstroIntegration {
  return {
    name: 'per-language-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { scripts, pages } = await splitScriptsByLanguage(fileURLToPath(dir));
        logger.info(`${scripts} scripts written per language; ${pages} pages point at their language's`);
      },
    },
  };
}
