import type { RealtimeMessage } from './realtime.ts';

/** Whose sockets to close: some sessions, or every session of a user but one. */
export type SessionScope = { sessionIds: string[] } | { userId: string; exceptSessionId?: string };

/**
 * What the services reach of `/ws` (`services.realtime`). One object, wired to the hub once the
 * HTTP server exists (ws/start-realtime.ts); a message bus between instances plugs in here too.
 */
export type RealtimeChannel = {
  /** Pushes a message to one user's open sockets; returns how many got it. */
  publish(userId: string, message: RealtimeMessage): number;
  /** Closes the sockets of sessions that have ended (logout, revocation, password change, disable). */
  endSessions(scope: SessionScope): void;
};

/** A channel with no sockets behind it yet (before start, and in unit tests). */
export function unconnectedChannel(): RealtimeChannel {
  return { publish: () => 0, endSessions: () => undefined };
}
