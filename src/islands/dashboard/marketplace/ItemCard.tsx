import type { MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { Button } from '../../ui/button.tsx';
import { ItemPrice } from './ItemPrice.tsx';
import { categoryLabel } from './marketplace.ts';

/** One catalogue entry: what it is, its price, and the button that opens its details. */
export function ItemCard({ item, onOpen }: { item: MarketplaceItem; onOpen: (item: MarketplaceItem) => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full border border-border px-2 py-0.5 font-medium">
          {item.kind === 'addon' ? m.marketplace_kind_addon() : m.marketplace_kind_product()}
        </span>
        <span className="text-muted-foreground">{categoryLabel(item.category)}</span>
        {item.featured ? (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
            {m.marketplace_featured()}
          </span>
        ) : null}
      </div>
      <h3 className="text-base font-semibold leading-snug">{item.name}</h3>
      <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <ItemPrice item={item} />
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen(item)}
          aria-label={m.marketplace_details_of({ name: item.name })}
        >
          {m.marketplace_details()}
        </Button>
      </div>
    </li>
  );
}
