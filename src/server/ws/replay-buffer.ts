import type { RealtimeMessage } from './realtime.ts';

/** A bus message as every hub hears it: its event id, whom it is for, and what it says. */
export type RealtimeEvent =
  | { eventId: string; userId: string; message: RealtimeMessage }
  | { eventId: string; marker: true };

/**
 * The latest events this instance heard on the bus, in the order it heard them. PostgreSQL
 * delivers notifications to every listener in commit order, so when an event is here, every
 * later one this instance heard follows it here: a socket that reconnects with the id of the
 * last event it got (on this instance or another) is sent exactly what it missed. When the id
 * is not here (heard before this instance started, pushed out, or lost in a gap of the bus),
 * nothing can be promised and the client catches up by reading again.
 */
export class ReplayBuffer {
  #events: RealtimeEvent[] = [];
  #capacity: number;

  constructor(capacity = 20_000) {
    this.#capacity = capacity;
  }

  add(event: RealtimeEvent): void {
    this.#events.push(event);
    if (this.#events.length > this.#capacity) this.#events.splice(0, this.#events.length - this.#capacity);
  }

  /** The bus had a gap: what is here can no longer vouch for what came after it. */
  clear(): void {
    this.#events = [];
  }

  /** The user's messages heard after `eventId`, or undefined when `eventId` is not here. */
  after(eventId: string, userId: string): { eventId: string; message: RealtimeMessage }[] | undefined {
    const index = this.#events.findLastIndex((event) => event.eventId === eventId);
    if (index < 0) return undefined;
    return this.#events
      .slice(index + 1)
      .flatMap((event) =>
        'message' in event && event.userId === userId ? [{ eventId: event.eventId, message: event.message }] : [],
      );
  }
}
