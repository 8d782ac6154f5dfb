import { useQuery } from '@tanstack/react-query';
import { m } from '../../../../shared/i18n/messages.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { refundedChargesQueryOptions } from './officers-panel.queries.ts';
import { waitedFor } from './queue-age.ts';
import { useNow } from './use-now.ts';

/**
 * Charges the provider took that no paid order held (a payment cut short by a crash, or stopped
 * for taking too long): reconciliation refunded each one; officers see them here to answer the
 * customer who asks about a charge and its refund.
 */
export function RefundedCharges() {
  const query = useQuery(refundedChargesQueryOptions());
  const now = useNow();
  return (
    <section aria-labelledby="refunded-charges" className="mt-6 grid gap-3">
      <h3 id="refunded-charges" className="font-semibold">
        {m.officers_refunds_heading()}
      </h3>
      <QueryState compact query={query} label={m.officers_refunds_loading()} empty={m.officers_refunds_empty()}>
        {(items) => (
          <ul className="grid gap-2 text-sm" aria-label={m.officers_refunds_heading()}>
            {items.map((item) => (
              <li key={item.id} className="rounded-lg border border-border bg-card p-3">
                <span className="font-medium">{item.companyName}</span> · {item.detail}{' '}
                <span className="text-muted-foreground">
                  {m.officers_refunds_ago({ age: waitedFor(item.at, now) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
