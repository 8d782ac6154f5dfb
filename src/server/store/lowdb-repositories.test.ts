import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCatalogSeed } from '../catalog/catalog-seed.ts';
import { describeRepositoryContract } from './contract/repository-contract.ts';
import { openLowdbBackend } from './repositories.ts';

const seed = await readCatalogSeed();

describeRepositoryContract(
  'lowdb',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'store-contract-'));
    return { open: () => openLowdbBackend(dataDir) };
  },
  seed,
);
