import { metrics } from '../observability/metrics.ts';

const BRAND = Symbol.for('sovereign-console.storage-unavailable');

/**
 * The storage backend cannot be reached right now (PostgreSQL restarting, the network between
 * them down). Nothing was acknowledged: requests answer 503 `storage_unavailable` with
 * Retry-After, background jobs wait, and everything resumes once the database answers again.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  readonly [BRAND] = true;

  constructor(cause: unknown) {
    super(`The database cannot be reached: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    // Made once per refused operation, so this counts them all, wherever they are answered.
    metrics.storageUnavailable.inc();
  }
}

/** True for a StorageUnavailableError from any copy of this module (development loads two). */
export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return typeof error === 'object' && error !== null && BRAND in error;
}
