import type { Marketplace, MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { Button } from '../../ui/button.tsx';
import { richMessage } from '../../ui/rich-message.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { AddToClusterForm } from './AddToClusterForm.tsx';
import { BuyProductForm } from './BuyProductForm.tsx';
import { ItemPrice } from './ItemPrice.tsx';
import { SignInToOrder } from './SignInToOrder.tsx';
import { categoryLabel, shortTierName } from './marketplace.ts';

type Props = { item: MarketplaceItem | null; tiers: Marketplace['tiers']; visitor: boolean; onClose: () => void };

/**
 * The details of one item in a side sheet: what it is, version, price, cluster types, what it
 * installs, and the action (for a visitor: sign in to order it).
 */
export function ItemDrawer({ item, tiers, visitor, onClose }: Props) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent side="right" className="w-[min(34rem,100vw)] max-w-full gap-5 overflow-y-auto p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-1">
              <p className="text-xs font-medium text-muted-foreground">
                {item.kind === 'addon' ? m.marketplace_kind_addon() : m.marketplace_kind_product()} ·{' '}
                {categoryLabel(item.category)} · {item.vendor}
              </p>
              <DialogTitle className="text-xl">{item.name}</DialogTitle>
            </div>
            <DialogClose asChild>
              <Button variant="ghost" size="sm">
                {m.marketplace_close()}
              </Button>
            </DialogClose>
          </div>
          <DialogDescription className="text-sm text-foreground">{item.description}</DialogDescription>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{m.marketplace_price()}</dt>
            <dd>
              <ItemPrice item={item} />
            </dd>
            {item.version ? (
              <>
                <dt className="text-muted-foreground">{m.marketplace_version()}</dt>
                <dd>
                  {item.version}
                  {item.olderVersions.length > 0 ? (
                    <span className="text-muted-foreground">
                      {' '}
                      {m.marketplace_also_offered({ versions: item.olderVersions.join(', ') })}
                    </span>
                  ) : null}
                </dd>
              </>
            ) : null}
            {item.license ? (
              <>
                <dt className="text-muted-foreground">{m.marketplace_licence()}</dt>
                <dd>{item.license}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{m.marketplace_cluster_types()}</dt>
            <dd>
              {tiers
                .filter((t) => item.tiers.includes(t.id))
                .map((t) => shortTierName(t.name))
                .join(', ')}
            </dd>
          </dl>
          {item.installs ? (
            <section aria-labelledby="installs-heading" className="grid gap-2">
              <h3 id="installs-heading" className="text-sm font-semibold">
                {m.marketplace_what_it_installs()}
              </h3>
              <p className="text-sm text-muted-foreground">
                {richMessage((slot) => m.marketplace_in_namespace({ namespace: slot.namespace }), {
                  namespace: <code className="rounded bg-muted px-1">{item.installs.namespace}</code>,
                })}
              </p>
              <ul className="grid gap-1 text-sm">
                {item.installs.workloads.map((w) => (
                  <li key={w.name} className="rounded border border-border px-2 py-1">
                    <span className="font-medium">{w.name}</span>{' '}
                    <span className="text-muted-foreground">
                      {w.replicas === null
                        ? m.marketplace_workload_per_node({ kind: w.kind })
                        : m.marketplace_workload_pods({ kind: w.kind, count: w.replicas })}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground" title={w.images.join(', ')}>
                      {w.images.join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {visitor ? (
            <SignInToOrder item={item} />
          ) : item.kind === 'addon' ? (
            <AddToClusterForm item={item} />
          ) : (
            <BuyProductForm item={item} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
