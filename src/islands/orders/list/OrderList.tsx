import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderKind, OrderStatus } from '../../../server/orders/orders.schemas.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { useSettled } from '../../lib/use-settled.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/form-field.tsx';
import { FormAlert } from '../../ui/form.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { STATUS_LABELS } from '../order-labels.ts';
import { orderListQueryOptions } from '../orders.queries.ts';
import { OrderRows } from './OrderRows.tsx';

const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

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
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-4">
      <div role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            Search orders
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Order number or item"
            className={`${inputClass} w-64`}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={statusId} className="text-sm font-medium">
            Status
          </label>
          <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')} className={`${inputClass} w-52`}>
            <option value="">All statuses</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? (
        <Spinner label="Loading orders" />
      ) : query.isError ? (
        <FormAlert message={errorMessage(query.error)} />
      ) : orders.length === 0 ? (
        filtered ? (
          <div className="grid justify-items-start gap-2 rounded-lg border border-dashed border-border p-6">
            <p className="font-medium">No orders match these filters</p>
            <Button
              variant="outline"
              onClick={() => {
                setStatus('');
                setSearch('');
              }}
            >
              Clear filters
            </Button>
          </div>
        ) : (
          <div className="rounded-lg border border-dashed border-border p-6">{empty}</div>
        )
      ) : (
        <>
          <OrderRows orders={orders} caption={caption} />
          {query.hasNextPage ? (
            <PendingButton variant="outline" pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} className="justify-self-start">
              Show more
            </PendingButton>
          ) : null}
        </>
      )}
    </div>
  );
}
