import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../api/api-client.ts';
import { startServer, type RunningServer } from '../api/server-harness.ts';
import { checkHtml, type NuMessage } from './nu-checker.ts';
import { SLOW_TEST_MS } from '../support/budgets.ts';

// Every page the build writes, and a sample of the pages the server renders on demand, is valid
// HTML for the W3C Nu HTML Checker. Runs after `npm run build` (npm test builds first).

const CLIENT = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/**
 * Framework output we cannot change, with the reason. Each entry must still match something, so
 * a fix upstream shows up here. (None today: the docs script, the island styles and the search
 * combobox were ours to fix.)
 */
const ACCEPTED: { message: RegExp; reason: string }[] = [];

async function htmlFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) files.push(path);
  }
  return files;
}

function report(messages: NuMessage[], root: string): string[] {
  return messages
    .filter((m) => !ACCEPTED.some((a) => a.message.test(m.message)))
    .map((m) => `${relative(root, m.file)}:${m.line ?? '?'} ${m.message} | ${m.extract ?? ''}`);
}

describe('valid HTML', () => {
  it(
    'every page the build wrote passes the Nu HTML Checker',
    async () => {
      const files = await htmlFiles(CLIENT);
      expect(files.length).toBeGreaterThan(50);
      expect(report(checkHtml(files), CLIENT)).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  describe('pages rendered on demand', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(async () => {
      await server?.stop();
    });

    it(
      'the signed-in console, the sign-in page and the not-found page pass the Nu HTML Checker',
      async () => {
        const visitor = new ApiClient(server.url);
        const customer = new ApiClient(server.url);
        expect((await customer.post('/api/dev/login', { as: 'customer' })).status).toBe(200);
        const admin = new ApiClient(server.url);
        expect((await admin.post('/api/dev/login', { as: 'admin' })).status).toBe(200);
        const pages: [ApiClient, string, number][] = [
          [visitor, '/auth', 200],
          [visitor, '/auth?tab=register', 200],
          [visitor, '/no-such-page', 404],
          [customer, '/dashboard', 200],
          [customer, '/my-clusters', 200],
          [customer, '/billing', 200],
          [customer, '/clusters/configure', 200],
          [customer, '/cluster-selection', 200],
          [admin, '/admin/pending-registrations', 200],
        ];
        const dir = await mkdtemp(join(tmpdir(), 'html-'));
        const files: string[] = [];
        for (const [client, path, status] of pages) {
          const answer = await client.get(path);
          expect(answer.status, path).toBe(status);
          const file = join(dir, `${path.replace(/[^a-z0-9]+/gi, '_')}.html`);
          await writeFile(file, answer.text);
          files.push(file);
        }
        expect(report(checkHtml(files), dir)).toEqual([]);
      },
      SLOW_TEST_MS,
    );
  });
});
