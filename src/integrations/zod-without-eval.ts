import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('./zod-jitless.ts', import.meta.url));

/**
 * In the browser bundle `zod` resolves to zod-jitless.ts, which turns on zod's `jitless` mode
 * before any schema runs. Otherwise zod's first object parse probes `new Function('')`, which the
 * Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation. The server
 * keeps zod's faster compiled parsers.
 */
export function zodWithoutEval(): Plugin {
  return {
    name: 'zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || importer === SHIM) return null;
      if (this.environment?.config.consumer !== 'client') return null;
      return SHIM;
    },
  };
}
