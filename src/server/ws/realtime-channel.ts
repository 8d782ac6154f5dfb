import type { EventBus } from '../store/event-bus.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';
import type { RealtimeMessage } from './realtime.ts';

/** Whose sockets to close: some sessions, or every session of a user but one. */
export type SessionScope = { sessionIds: string[] } | { userId: string; exceptSessionId?: string };

/**
 * What the services reach of `/ws` (`services.realtime`): messages to a user's sockets and the
 * end of sessions, on every instance (ws/start-realtime.ts subscribes each hub to the bus).
 */
export type RealtimeChannel = {
  /** Pushes a message to one user's open sockets, wherever they are connected. */
  publish(userId: string, message: RealtimeMessage): void;
  /** Closes the sockets of sessions that have ended (logout, revocation, password change, disable). */
  endSessions(scope: SessionScope): void;
};

/**
 * What travels on the bus's realtime channel: a message with the event id every instance knows
 * it by (sockets resume from it), or a marker an instance sends itself before it stops.
 */
export type RealtimeEnvelope =
  | { eventId: string; userId: string; message: RealtimeMessage }
  | { eventId: string; marker: true };

/** The channel over the bus between instances. */
export function busChannel(bus: EventBus): RealtimeChannel {
  return {
    publish: (userId, message) =>
      bus.publish('realtime', { eventId: timeOrderedId(), userId, message } satisfies RealtimeEnvelope),
    endSessions: (scope) => bus.publish('sessions', scope),
  };
}

/** A channel with no sockets behind it (unit tests). */
export function unconnectedChannel(): RealtimeChannel {
  return { publish: () => undefined, endSessions: () => undefined };
}
