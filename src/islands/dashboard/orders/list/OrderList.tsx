import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderKind, OrderStatus } from '../../../../shared/orders/orders.schemas.ts';
import { useSettled } from '../../../lib/use-settled.ts';
import { Button } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadMore, pageItems } from '../../../ui/load-more.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { m } from '../../../../shared/i18n/messages.ts';
import { ORDER_STATUSES, statusLabel } from '../order-labels.ts';
import { orderListQueryOptions } from '../orders.queries.ts';
import { OrderRows } from './OrderRows.tsx';

/**
 * The organization's orders of one kind (or all): status filter and search sent to the server,
 * pages through "Show more". `empty` says what to do when there is no order at all.
 */
export function OrderList({ kind, caption, empty }: { kind?: OrderKind; caption: string; empty: ReactNode }) {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim(), 300);
  const filtered = status !== '' || q !== '';
  const query = useInfiniteQuery(orderListQueryOptions({ kind, status: status || undefined, q: q || undefined }));
  const statusId = useId();
  const searchId = useId();

  return (
    <div className="grid gap-4">
      <div role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {m.orders_list_search_label()}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={m.orders_list_search_placeholder()}
            className={`${inputClass} w-64`}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={statusId} className="text-sm font-medium">
            {m.orders_list_status_label()}
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
            className={`${inputClass} w-52`}
          >
            <option value="">{m.orders_list_all_statuses()}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState compact query={query} label={m.orders_list_loading_label()}>
        {(data) => {
          const orders = pageItems(data);
          if (orders.length > 0) {
            return (
              <>
                <OrderRows orders={orders} caption={caption} />
                <LoadMore query={query} />
              </>
            );
          }
          return filtered ? (
            <EmptyState className="grid justify-items-start gap-2 p-6 text-foreground">
              <p className="font-medium">{m.orders_list_no_match()}</p>
              <Button
                variant="outline"
                onClick={() => {
                  setStatus('');
                  setSearch('');
                }}
              >
                {m.orders_list_clear_filters()}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState className="p-6 text-foreground">{empty}</EmptyState>
          );
        }}
      </QueryState>
    </div>
  );
}
