import type { CatalogSeed } from '../catalog/catalog.schemas.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import type { UserRecord } from '../users/users.schemas.ts';
import type { Migration } from './json-store.ts';

/** Everything the embedded store holds, at the latest schema version. */
export type StoreDocument = {
  schemaVersion: number;
  catalog: (CatalogSeed & { seededAt: string }) | null;
  organizations: OrganizationRecord[];
  users: UserRecord[];
};

/** Ordered schema migrations; append, never edit a released one. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: 'catalog, organizations and users',
    up(doc) {
      doc.catalog ??= null;
      doc.organizations ??= [];
      doc.users ??= [];
    },
  },
];

/** A new, empty document at version 0, so that every migration runs on it. */
export function createEmptyDocument(): StoreDocument {
  return { schemaVersion: 0, catalog: null, organizations: [], users: [] };
}
