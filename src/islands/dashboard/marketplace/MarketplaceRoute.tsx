import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { Button } from '../../ui/button.tsx';
import { QueryError } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import { ItemCard } from './ItemCard.tsx';
import { ItemDrawer } from './ItemDrawer.tsx';
import { categoriesOf, EMPTY_FILTER, filterItems, itemFromSearch, type CatalogueFilter } from './marketplace.ts';
import { catalogueQueryOptions } from './marketplace.queries.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * /marketplace: add-ons and products to search, filter, read about, add to a cluster or buy. A
 * visitor browses the same catalogue, and each item offers to sign in and come back to it.
 */
export function MarketplaceRoute({ visitor = false }: { visitor?: boolean }) {
  const catalogue = useQuery(catalogueQueryOptions());
  const [filter, setFilter] = useState<CatalogueFilter>(EMPTY_FILTER);
  // Until an item is opened or closed here, the address picks it (`?item=`: back from sign-in).
  const [chosen, setOpen] = useState<MarketplaceItem | null | undefined>(undefined);
  const items = catalogue.data?.items ?? [];
  const open =
    chosen === undefined ? itemFromSearch(items, typeof window === 'undefined' ? '' : window.location.search) : chosen;
  const shown = useMemo(() => filterItems(items, filter), [items, filter]);
  const filtering = JSON.stringify(filter) !== JSON.stringify(EMPTY_FILTER);
  const featured = items.filter((i) => i.featured);

  return (
    <>
      <PageHeader title={m.marketplace_title()} description={m.marketplace_description()}>
        <a href="/custom-solutions" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {m.marketplace_custom_solution_link()}
        </a>
      </PageHeader>
      {catalogue.isPending ? <Spinner label={m.marketplace_loading_catalogue()} /> : null}
      {catalogue.isError ? (
        <QueryError
          compact
          lead={m.marketplace_catalogue_error()}
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : null}
      {catalogue.data ? (
        <div className="grid gap-8">
          <CatalogueFilters
            filter={filter}
            onChange={setFilter}
            categories={categoriesOf(items)}
            tiers={catalogue.data.tiers}
          />
          {!filtering && featured.length > 0 ? (
            <section aria-labelledby="featured-heading" className="grid gap-3">
              <h2 id="featured-heading" className="text-lg font-semibold">
                {m.marketplace_featured()}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                {featured.map((item) => (
                  <ItemCard key={`${item.kind}-${item.id}`} item={item} onOpen={setOpen} />
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="all-heading" className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="all-heading" className="text-lg font-semibold">
                {filtering ? m.marketplace_results() : m.marketplace_everything()}
              </h2>
              <p role="status" className="text-sm text-muted-foreground">
                {m.marketplace_items_shown({ shown: shown.length, total: items.length })}
              </p>
            </div>
            {shown.length === 0 ? (
              <EmptyState compact className="grid justify-items-start gap-2">
                <p>{m.marketplace_no_match()}</p>
                <Button variant="outline" size="sm" onClick={() => setFilter(EMPTY_FILTER)}>
                  {m.marketplace_clear_filters()}
                </Button>
              </EmptyState>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {shown.map((item) => (
                  <ItemCard key={`${item.kind}-${item.id}`} item={item} onOpen={setOpen} />
                ))}
              </ul>
            )}
          </section>
          <ItemDrawer item={open} tiers={catalogue.data.tiers} visitor={visitor} onClose={() => setOpen(null)} />
        </div>
      ) : null}
    </>
  );
}
