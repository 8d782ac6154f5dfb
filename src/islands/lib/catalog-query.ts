import { queryOptions } from '@tanstack/react-query';
import type { Catalog } from '../../shared/catalog/catalog.schemas.ts';

/** The catalog's query key; its first part is the path the default query function GETs. */
export const catalogKey = ['/api/catalog'] as const;

/**
 * GET /api/catalog (public): tiers, providers, regions, versions, node sizes, add-ons. The one
 * definition every screen uses; the catalog changes with a deployment, not while a page is open.
 */
export const catalogQuery = () => queryOptions<Catalog>({ queryKey: catalogKey, staleTime: Infinity });
