import type { MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { marketplaceItemHref } from './marketplace.ts';

/** A visitor's action on an item: sign in (or create an account there), then back to this item. */
export function SignInToOrder({ item }: { item: Pick<MarketplaceItem, 'kind' | 'id' | 'name'> }) {
  const signIn = `/auth?redirect=${encodeURIComponent(marketplaceItemHref(item))}`;
  return (
    <section
      aria-labelledby="order-heading"
      className="grid justify-items-start gap-2 rounded-lg border border-border p-4 text-sm"
    >
      <h3 id="order-heading" className="font-semibold">
        {item.kind === 'addon' ? m.marketplace_sign_in_addon_heading() : m.marketplace_sign_in_product_heading()}
      </h3>
      <p className="text-muted-foreground">{m.marketplace_sign_in_text({ name: item.name })}</p>
      <a className={buttonVariants({ size: 'sm' })} href={signIn}>
        {m.marketplace_sign_in_button()}
      </a>
    </section>
  );
}
