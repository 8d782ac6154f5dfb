import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the endpoint files live: one file per route, as Astro lays out pages. */
export const API_DIR = fileURLToPath(new URL('../../pages/api/', import.meta.url));

/** One endpoint file and the route it serves. */
export type EndpointFile = {
  /** Absolute path of the module. */
  file: string;
  /** `/api/notifications/{id}/read`, as OpenAPI writes it. */
  apiPath: string;
  /** Path segments; `[id]` is a parameter. */
  segments: string[];
  /** Under `dev/`: exists only where the configuration has development tools. */
  devOnly: boolean;
};

/** Every endpoint file under `dir` (tests excluded): the routes of /api, and nothing else. */
export async function listEndpointFiles(dir: string = API_DIR): Promise<EndpointFile[]> {
  const files = (await listFiles(dir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return files.sort().map((file) => endpointFile(dir, file));
}

/** The route of one file: `notifications/[id]/read.ts` → `/api/notifications/{id}/read`. */
export function endpointFile(dir: string, file: string): EndpointFile {
  const path = relative(dir, file).split(sep).join('/');
  const segments = path
    .replace(/\.ts$/, '')
    .replace(/(^|\/)index$/, '')
    .split('/')
    .filter(Boolean);
  const unsupported = segments.find(
    (segment) => segment.startsWith('[...') || /\[.+\]./.test(segment) || /.\[/.test(segment),
  );
  // The router matches whole segments only; anything else would be a route that silently never answers.
  if (unsupported)
    throw new Error(`${path}: the API router supports whole-segment parameters like [id] only, not "${unsupported}"`);
  const apiPath = ['/api', ...segments.map((s) => (s.startsWith('[') ? `{${s.slice(1, -1)}}` : s))].join('/');
  return { file, apiPath, segments, devOnly: segments[0] === 'dev' };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}
