// Starts the built server for the end-to-end tests on an empty, temporary data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'e2e-data-'));
await import('../src/server/main.ts');
