import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLowdbBackend } from '../store/repositories.ts';
import { describeFormsContract } from './forms-contract.ts';

describeFormsContract('lowdb', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'forms-contract-'));
  return { open: () => openLowdbBackend(dataDir) };
});
