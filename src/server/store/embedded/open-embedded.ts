import { access, constants, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LocalEventBus } from '../event-bus.ts';
import type { StorageBackend } from '../storage.ts';
import { EmbeddedDb } from './embedded-db.ts';
import { EmbeddedStore } from './embedded-store.ts';
import { embeddedMigrations } from './migrations.ts';

/** The embedded store in `dataDir`: one process, no server to run. */
export async function openEmbeddedStorage(dataDir: string): Promise<Omit<StorageBackend, 'repositories'>> {
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const store = await EmbeddedStore.open(dir, embeddedMigrations);
  const bus = new LocalEventBus();
  return {
    kind: 'embedded',
    description: `embedded store in ${dir}`,
    db: new EmbeddedDb(store),
    bus,
    async checkHealth() {
      store.checkHealth();
      await access(dir, constants.W_OK);
    },
    async close() {
      await bus.close();
      await store.close();
    },
  };
}
