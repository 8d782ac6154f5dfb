import type { OrderKind } from '../../../../shared/orders/orders.schemas.ts';
import { cn } from '../../../lib/cn.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { kindPages } from '../order-labels.ts';

/** The kinds of order as a row of links: each kind's list has its own address. */
export function KindLinks({ current }: { current: OrderKind | undefined }) {
  return (
    <nav aria-label={m.orders_kind_links_label()}>
      <ul className="flex flex-wrap gap-2">
        {kindPages().map((page) => {
          const active = page.kind === current && (page.kind !== undefined || current === undefined);
          return (
            <li key={page.href}>
              <a
                href={page.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex rounded-full border px-3 py-1 text-sm font-medium',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
                )}
              >
                {page.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
