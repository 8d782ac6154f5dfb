import type { Order } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../../shared/format/numbers.ts';
import { formatDateTime } from '../../../ui/date-time.ts';
import { stepsToCome, timelineEvents } from './order-progress.ts';

/** One timeline per order: what happened (from its events), then what is still to come. */
export function OrderTimeline({ order }: { order: Pick<Order, 'events' | 'status' | 'kind' | 'payment'> }) {
  const past = timelineEvents(order.events);
  const upcoming = stepsToCome(order);
  return (
    <section aria-labelledby="order-timeline" className="grid gap-3">
      <h2 id="order-timeline" className="text-lg font-semibold">
        {m.orders_timeline_heading()}
      </h2>
      <ol className="grid gap-0 border-l-2 border-border pl-4">
        {past.map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative pb-3">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary" />
            <p className="text-sm">{event.message}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
          </li>
        ))}
        {upcoming.map((step) => (
          <li key={step} className="relative pb-3">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full border-2 border-muted-foreground bg-background"
            />
            <p className="text-sm text-muted-foreground">
              <span className="sr-only">{m.orders_timeline_to_come()}</span>
              {step}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The fulfilment's progress as a bar with its percentage written out. */
export function FulfilmentProgress({ value }: { value: number }) {
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm">
        <span id="fulfilment-progress-label">{m.orders_fulfilment_label()}</span>
        <span aria-hidden="true">{formatPercent(value)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="fulfilment-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
