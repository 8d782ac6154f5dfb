// `npm run cli:types [-- URL]`: regenerates src/shared/api-types.ts from a server's OpenAPI
// document: the one at URL, or a production server started here on a throw-away data folder.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_TYPES_FILE, generateApiTypes } from './api-types.ts';

async function documentFromNewServer(): Promise<unknown> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-types-'));
  const server = spawn(process.execPath, [fileURLToPath(new URL('../src/server/main.ts', import.meta.url))], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', APP_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', onData);
      server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
    });
    return await (await fetch(`${url}/api/openapi.json`)).json();
  } finally {
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

const url = process.argv[2];
const document = url ? await (await fetch(new URL('/api/openapi.json', url))).json() : await documentFromNewServer();
await writeFile(API_TYPES_FILE, await generateApiTypes(document));
console.info(`Wrote ${fileURLToPath(API_TYPES_FILE)}`);
