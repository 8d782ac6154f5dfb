import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCatalogSeed } from '../catalog/catalog-seed.ts';
import { describeIdentityContract } from './contract/identity-contract.ts';
import { describeRepositoryContract } from './contract/repository-contract.ts';
import { openLowdbBackend } from './repositories.ts';

const seed = await readCatalogSeed();

const lowdbBackend = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'store-contract-'));
  return { open: () => openLowdbBackend(dataDir) };
};

describeRepositoryContract('lowdb', lowdbBackend, seed);
describeIdentityContract('lowdb', lowdbBackend);
