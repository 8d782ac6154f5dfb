import type { Repositories } from '../repositories.ts';
import type { StorageBackend } from '../storage.ts';

/**
 * A storage backend under test. `open()` may be called again on the same data to check what
 * survives a restart; every contract suite takes a factory of these, for each backend.
 */
export type ContractBackend = {
  name: 'embedded' | 'postgres';
  open(): Promise<{ repositories: Repositories; storage: StorageBackend; close(): Promise<void> }>;
};

/** Opens a fresh backend, runs `test` on its repositories, and closes it whatever happens. */
export async function withRepositories(
  makeBackend: () => Promise<ContractBackend>,
  test: (repositories: Repositories, backend: ContractBackend, storage: StorageBackend) => Promise<void>,
): Promise<void> {
  const backend = await makeBackend();
  const { repositories, storage, close } = await backend.open();
  try {
    await test(repositories, backend, storage);
  } finally {
    await close();
  }
}
