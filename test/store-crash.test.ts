import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../src/server/store/storage.ts';

const fixture = fileURLToPath(new URL('./fixtures/write-burst.ts', import.meta.url));

/** Runs the writer until it has acknowledged `acks` writes, then SIGKILLs it mid-burst. */
function writeThenKill(dataDir: string, acks: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fixture, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acknowledged: string[] = [];
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('ack ')) acknowledged.push(line.slice(4));
      if (acknowledged.length >= acks && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`writer exited without being killed: ${stderr}`));
    });
  });
}

describe('the embedded store under SIGKILL', () => {
  it('loses no acknowledged write and never leaves a corrupt file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'store-crash-'));
    const acknowledged: string[] = [];
    for (const acks of [150, 320, 500]) {
      acknowledged.push(...(await writeThenKill(dataDir, acks)));
      // The snapshot must parse as JSON after every kill; opening would throw otherwise.
      JSON.parse(await readFile(join(dataDir, 'store.json'), 'utf8'));
      const backend = await openStorage({ dataDir });
      for (const name of acknowledged) {
        expect(await backend.repositories.organizations.findByName(name), name).toBeDefined();
      }
      await backend.close();
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(970);
    // Opening replays the journal into a new snapshot and starts an empty journal.
    expect((await readdir(dataDir)).sort()).toEqual(['store.journal', 'store.json']);
  });
});
