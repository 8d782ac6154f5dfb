import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { splitScriptsByLanguage } from './per-language-scripts.ts';

// What the client build writes for two compiled messages (see scripts/compile-messages.mjs).
const MESSAGES = [
  'import{n}from"./runtime.js";',
  'var a=()=>`Sign in`,b=()=>`Se connecter`,c=((e={},t={})=>(globalThis.__I18N_LOCALE__??t.locale??n())===`fr`?b(e):a(e));',
  'var d=e=>`${e.count} clusters`,f=e=>`${e.count} clusters en tout`,g=((e={},t={})=>(globalThis.__I18N_LOCALE__??t.locale??n())===`fr`?f(e):d(e));',
  'const h=()=>import("./dialog.js"),deps=["_astro/dialog.js","_astro/theme.css"];',
  'export{c as signIn,g as clusters,h as dialog,deps};',
].join('');

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function build(): Promise<void> {
  dir = await mkdtemp(join(tmpdir(), 'per-language-'));
  await mkdir(join(dir, '_astro'));
  await mkdir(join(dir, 'fr', 'pricing'), { recursive: true });
  await mkdir(join(dir, 'pricing'));
  await writeFile(join(dir, '_astro', 'header.js'), MESSAGES);
  await writeFile(join(dir, '_astro', 'runtime.js'), 'export const n=()=>document.documentElement.lang;');
  const page =
    '<link rel="stylesheet" href="/_astro/theme.css"><script type="module" src="/_astro/header.js"></script><astro-island component-url="/_astro/header.js" renderer-url="/_astro/runtime.js"></astro-island>';
  await writeFile(join(dir, 'pricing', 'index.html'), page);
  await writeFile(join(dir, 'fr', 'pricing', 'index.html'), page.replace('<link', '<html lang="fr"><link'));
}

describe('splitScriptsByLanguage', () => {
  it('leaves each language only its own strings', async () => {
    await build();
    await splitScriptsByLanguage(dir);
    const english = await readFile(join(dir, '_astro', 'header.js'), 'utf8');
    const french = await readFile(join(dir, '_astro', 'fr', 'header.js'), 'utf8');
    expect(english).toContain('Sign in');
    expect(english).not.toContain('Se connecter');
    expect(english).not.toContain('clusters en tout');
    expect(french).toContain('Se connecter');
    expect(french).toContain('clusters en tout');
    expect(french).not.toContain('Sign in');
    for (const code of [english, french]) expect(code).not.toContain('__I18N_LOCALE__');
  });

  it('keeps the exports and the imports of a script', async () => {
    await build();
    await splitScriptsByLanguage(dir);
    const french = await readFile(join(dir, '_astro', 'fr', 'header.js'), 'utf8');
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(french.replace(/import\s*"\.\/runtime\.js";?/, ''))}`
    )) as {
      signIn: () => string;
      clusters: (inputs: { count: number }) => string;
    };
    expect(module.signIn()).toBe('Se connecter');
    expect(module.clusters({ count: 3 })).toBe('3 clusters en tout');
    expect(french).toMatch(/import\(\s*"\.\/dialog\.js"\s*\)/);
  });

  it('points a language copy’s preload lists and its pages at that language’s scripts', async () => {
    await build();
    await splitScriptsByLanguage(dir);
    const french = await readFile(join(dir, '_astro', 'fr', 'header.js'), 'utf8');
    expect(french).toContain('"_astro/fr/dialog.js"');
    expect(french).toContain('"_astro/theme.css"');
    const frenchPage = await readFile(join(dir, 'fr', 'pricing', 'index.html'), 'utf8');
    expect(frenchPage).toContain('src="/_astro/fr/header.js"');
    expect(frenchPage).toContain('component-url="/_astro/fr/header.js" renderer-url="/_astro/fr/runtime.js"');
    expect(frenchPage).toContain('href="/_astro/theme.css"');
    const englishPage = await readFile(join(dir, 'pricing', 'index.html'), 'utf8');
    expect(englishPage).toContain('src="/_astro/header.js"');
    expect(englishPage).not.toContain('/_astro/fr/');
    // A script without messages is copied as it is.
    expect(await readFile(join(dir, '_astro', 'fr', 'runtime.js'), 'utf8')).toBe(
      'export const n=()=>document.documentElement.lang;',
    );
  });
});
