import { queryOptions } from '@tanstack/react-query';
import type { Catalog } from '../../server/catalog/catalog.schemas.ts';

/** GET /api/catalog (public): tiers, providers, regions, versions, node sizes, add-ons; it changes with a release only. */
export const catalogQuery = () => queryOptions<Catalog>({ queryKey: ['/api/catalog'] as const, staleTime: 30 * 60 * 1000 });
