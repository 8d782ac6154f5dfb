import type { Plugin } from 'vite';

const RENDERER = /@astrojs\/react\/dist\/server\.js$/;
const STREAMING = 'return await readResult(await ReactDOM.renderToReadableStream(vnode, options));';
const WHOLE = [
  'const stream = await ReactDOM.renderToReadableStream(vnode, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY });',
  'await stream.allReady;',
  'return await readResult(stream);',
].join(' ');

/**
 * Astro's React renderer reads an island's HTML stream as soon as the shell is ready, so a
 * Suspense boundary that resolves a moment later arrives as a hidden copy plus inline scripts
 * (`$RC(…)`, `$RB`, `$RT`) that move it into place. Those scripts differ on every page (they carry
 * the boundary ids), so the Content-Security-Policy cannot allow them by hash. The renderer
 * collects the whole stream before the page goes out anyway; waiting for `allReady` first, with no
 * size limit above which React would still move a finished boundary out of line
 * (`progressiveChunkSize`), makes React write each boundary in place, with no script.
 */
export function reactWholeHtml(): Plugin {
  return {
    name: 'react-whole-html',
    enforce: 'pre',
    transform(code, id) {
      if (!RENDERER.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(STREAMING)) {
        this.error('@astrojs/react changed how it renders: review src/integrations/react-whole-html.ts');
      }
      return { code: code.replace(STREAMING, WHOLE), map: null };
    },
  };
}
