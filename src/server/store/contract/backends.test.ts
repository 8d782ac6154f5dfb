// Every storage contract, run once on the embedded store and once on PostgreSQL.
import { readCatalogSeed } from '../../../shared/catalog-seed.ts';
import { BACKENDS } from '../../../../test/support/storage.ts';
import { describeCollectionContract } from './collection-contract.ts';
import { describeFormsContract } from './forms-contract.ts';
import { describeIdentityContract } from './identity-contract.ts';
import { describeJobsContract } from './jobs-contract.ts';
import { describeNotificationContract } from './notifications-contract.ts';
import { describeRepositoryContract } from './repository-contract.ts';
import { describeTransactionContract } from './transaction-contract.ts';

const seed = await readCatalogSeed();

for (const [name, makeBackend] of BACKENDS) {
  describeCollectionContract(name, makeBackend);
  describeTransactionContract(name, makeBackend);
  describeRepositoryContract(name, makeBackend, seed);
  describeIdentityContract(name, makeBackend);
  describeNotificationContract(name, makeBackend);
  describeFormsContract(name, makeBackend);
  describeJobsContract(name, makeBackend);
}
