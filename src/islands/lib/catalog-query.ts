import { queryOptions } from '@tanstack/react-query';
import type { Catalog } from '../../server/catalog/catalog.schemas.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

/** GET /api/catalog (public): tiers, providers, regions, versions, node sizes, add-ons; it changes with a release only. */
export const catalogQuery = () => queryOptions<Catalog>({ queryKey: ['/api/catalog'] as const, staleTime: 30 * MS_PER_MINUTE });
