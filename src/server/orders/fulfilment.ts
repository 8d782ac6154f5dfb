import { isAppError } from '../http/app-error.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { Repositories } from '../store/repositories.ts';
import type { OrderNotices } from './order-notices.ts';
import { withEvent } from './order-view.ts';
import { storedOrderEvent, type OrderEventText, type OrderFailure } from './order-event-text.ts';
import type { OrderKind, OrderRecord } from '../../shared/orders/orders.schemas.ts';

/** The job that fulfils a paid order. */
export const FULFIL_JOB = 'order.fulfil';

/**
 * Does what an order bought. 'completed': done now. 'running': a longer process (a cluster's
 * provisioning) took over and reports back through `progress`, `complete` and `fail`. A thrown
 * AppError is the customer's answer (the order fails and is refunded); anything else is retried.
 */
export type FulfilmentHandler = (order: OrderRecord) => Promise<'completed' | 'running'>;

type Deps = {
  repositories: Repositories;
  notices: OrderNotices;
  /** Refunds a failed order and issues its credit note (CheckoutService.refundFailed). */
  refund: (orderId: string, failure: OrderFailure) => Promise<void>;
  now?: () => number;
};

/** Fulfilment of paid orders, by kind; each domain registers what its orders deliver. */
export class OrderFulfilment {
  #deps: Deps;
  #handlers = new Map<OrderKind, FulfilmentHandler>();
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  register(kind: OrderKind, handler: FulfilmentHandler): void {
    this.#handlers.set(kind, handler);
  }

  /** The job handler: paid → fulfilling → completed (or running, or failed and refunded). */
  jobHandler(): JobHandler {
    return async (payload, job) => {
      const { orderId } = payload as { orderId: string };
      const order = await this.#step(orderId, (o) =>
        o.status === 'paid'
          ? withEvent(
              o,
              { type: 'fulfilment_started', ...storedOrderEvent({ key: 'fulfilment_started' }), progress: 0 },
              this.#date(),
              { status: 'fulfilling' },
            )
          : undefined,
      );
      if (!order || order.status !== 'fulfilling') return undefined;
      const handler = this.#handlers.get(order.kind);
      try {
        if (!handler) throw new Error(`nothing fulfils ${order.kind} orders`);
        if ((await handler(order)) === 'completed') await this.complete(order.id, { key: 'delivered' });
      } catch (error) {
        const last = job.attempts >= job.maxAttempts;
        if (!isAppError(error) && !last) throw error;
        await this.fail(
          order.id,
          isAppError(error) ? { key: 'refused', reason: error.message } : { key: 'undeliverable' },
        );
      }
      return undefined;
    };
  }

  /** Records progress of a running fulfilment (0–100) on the order's timeline, with what it says. */
  async progress(orderId: string, progress: number, text: OrderEventText): Promise<void> {
    const { repositories, notices } = this.#deps;
    await repositories.transaction(async (tx) => {
      const order = await tx.orders.update(orderId, (o) =>
        o.status === 'fulfilling'
          ? withEvent(
              o,
              {
                type: 'progress',
                ...storedOrderEvent(text),
                progress: Math.max(0, Math.min(100, Math.round(progress))),
              },
              this.#date(),
            )
          : undefined,
      );
      if (order?.status === 'fulfilling') notices.progressed(tx, order);
    });
  }

  async complete(orderId: string, text: OrderEventText): Promise<void> {
    const { repositories, notices } = this.#deps;
    await repositories.transaction(async (tx) => {
      const now = this.#date();
      let completed = false;
      const order = await tx.orders.update(orderId, (o) => {
        if (o.status !== 'fulfilling') return undefined;
        completed = true;
        return withEvent(o, { type: 'completed', ...storedOrderEvent(text), progress: 100 }, now, {
          status: 'completed',
          completedAt: now.toISOString(),
        });
      });
      if (order && completed) await notices.changed(tx, order, 'completed');
    });
  }

  /** The order could not be delivered: refunded in full with a credit note. */
  async fail(orderId: string, failure: OrderFailure): Promise<void> {
    await this.#deps.refund(orderId, failure);
  }

  async #step(
    orderId: string,
    change: (order: OrderRecord) => OrderRecord | undefined,
  ): Promise<OrderRecord | undefined> {
    const { repositories, notices } = this.#deps;
    return repositories.transaction(async (tx) => {
      let changed = false;
      const stored = await tx.orders.update(orderId, (current) => {
        const next = change(current);
        changed = next !== undefined;
        return next;
      });
      if (stored && changed) notices.progressed(tx, stored);
      return stored;
    });
  }

  #date() {
    return new Date(this.#now());
  }
}
