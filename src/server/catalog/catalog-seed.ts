import { readFile } from 'node:fs/promises';
import { catalogSeedSchema, type CatalogSeed } from './catalog.schemas.ts';

/** Reads and validates the version-controlled catalog seed. */
export async function readCatalogSeed(): Promise<CatalogSeed> {
  const text = await readFile(new URL('./seed/catalog.json', import.meta.url), 'utf8');
  return catalogSeedSchema.parse(JSON.parse(text));
}
