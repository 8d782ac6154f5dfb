import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/api-types.ts';
import { startServer, type RunningServer } from '../api/server-harness.ts';

// The CLI's and the islands' clients are typed from the server's OpenAPI document: a changed endpoint without
// `npm run cli:types` fails here, before the CLI breaks for its users.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ APP_ENV: 'production' });
});
afterAll(async () => {
  await server.stop();
});

describe('the generated API types', () => {
  it('match the running server’s /api/openapi.json (run `npm run cli:types` after changing an endpoint)', async () => {
    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes(document));
  });
});
