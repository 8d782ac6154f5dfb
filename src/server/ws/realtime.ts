import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isFromThisSite, type SiteConfig } from '../http/origin.ts';
import type { RealtimeEnvelope, SessionScope } from './realtime-channel.ts';
import { ReplayBuffer } from './replay-buffer.ts';
import { isStorageUnavailable } from '../store/storage-unavailable.ts';
import type { RealtimeMessage } from '../../shared/realtime-messages.ts';

/** Who opened a socket: always a signed-in user, in one of their sessions. */
export type SocketIdentity = { userId: string; sessionId: string };

/** Resolves the identity of an upgrade request; null refuses it with 401. */
export type UpgradeAuthenticator = (request: IncomingMessage) => Promise<SocketIdentity | null>;

/** Messages the server pushes on /ws, declared once for both sides. */
export type { RealtimeMessage };

type TrackedSocket = WebSocket & { isAlive?: boolean; identity?: SocketIdentity };

/** A message as sockets get it: with the id of its event when it came over the bus. */
type Outgoing = RealtimeMessage & { eventId?: string };

export type RealtimeOptions = {
  authenticate: UpgradeAuthenticator;
  /** Which Host and Origin an upgrade must have: the same rule as state-changing requests. */
  site: SiteConfig;
  path?: string;
  heartbeatMs?: number;
  /** Destroy upgrades for other paths (production); leave them for others (Vite's HMR in dev). */
  ownsAllUpgrades?: boolean;
  /** Answers an upgrade for another path that it claims (true), e.g. kubectl exec on a cluster's API. */
  otherUpgrade?: (request: IncomingMessage, socket: Duplex) => boolean;
};

const MAX_PAYLOAD_BYTES = 4 * 1024;

/** Close code of a socket whose session ended (4000–4999 are the application's own). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** Close code of a socket whose instance restarts (RFC 6455's 1012 Service Restart): reconnect. */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

// Event ids are UUIDs: anything else in ?lastEventId= is ignored.
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The `/ws` endpoint: authenticated upgrades, per-user fan-out and a heartbeat. */
export class RealtimeHub {
  #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES, clientTracking: true });
  #byUser = new Map<string, Set<TrackedSocket>>();
  #options: Required<RealtimeOptions>;
  #heartbeat: NodeJS.Timeout;
  #replay = new ReplayBuffer();
  #markerWaiters = new Map<string, () => void>();

  constructor(options: RealtimeOptions) {
    this.#options = { path: '/ws', heartbeatMs: 30_000, ownsAllUpgrades: true, otherUpgrade: () => false, ...options };
    this.#heartbeat = setInterval(() => this.#sweep(), this.#options.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Listens for upgrades on an HTTP server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      void this.#handleUpgrade(request, socket, head);
    });
  }

  /** Takes one envelope heard on the bus: kept for reconnecting sockets, sent to its user's. */
  hear(envelope: RealtimeEnvelope): void {
    this.#replay.add(envelope);
    if ('marker' in envelope) {
      this.#markerWaiters.get(envelope.eventId)?.();
      return;
    }
    this.publish(envelope.userId, { ...envelope.message, eventId: envelope.eventId });
  }

  /** The bus had a gap (its connection was lost): no reconnect can be resumed from before it. */
  busGap(): void {
    this.#replay.clear();
  }

  /**
   * Before a restart: sends a marker over the bus and waits (at most `maxMs`) to hear it back,
   * so every message sent before it has reached these sockets; then closes them with 1012 and
   * the marker's id as reason. The client reconnects (to another instance) from that id, and
   * the instance there, which heard the same marker, sends what was published since.
   */
  async closeForRestart(sendMarker: (eventId: string) => void, newEventId: () => string, maxMs = 1000): Promise<void> {
    const eventId = newEventId();
    const heard = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), maxMs);
      this.#markerWaiters.set(eventId, () => {
        clearTimeout(timer);
        resolve(true);
      });
      sendMarker(eventId);
    });
    this.#markerWaiters.delete(eventId);
    for (const socket of this.#wss.clients as Set<TrackedSocket>) {
      this.#forget(socket).close(SERVICE_RESTART_CLOSE_CODE, heard ? eventId : 'Server restarting');
    }
  }

  /** Sends a message to every socket of one user, and to no one else. Returns how many got it. */
  publish(userId: string, message: Outgoing): number {
    const sockets = this.#byUser.get(userId);
    if (!sockets) return 0;
    const data = JSON.stringify(message);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(data);
    return sockets.size;
  }

  /** Closes the sockets of ended sessions with 4401; they get nothing more. Returns how many. */
  endSessions(scope: SessionScope): number {
    const ended =
      'sessionIds' in scope
        ? [...(this.#wss.clients as Set<TrackedSocket>)].filter((socket) =>
            scope.sessionIds.includes(socket.identity?.sessionId ?? ''),
          )
        : [...(this.#byUser.get(scope.userId) ?? [])].filter(
            (socket) => socket.identity?.sessionId !== scope.exceptSessionId,
          );
    for (const socket of ended) this.#forget(socket).close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    return ended.length;
  }

  /** Open sockets, for health and benchmarks. */
  get connectionCount(): number {
    return this.#wss.clients.size;
  }

  /** Closes every socket with 1001 (going away) and stops the heartbeat. */
  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    for (const socket of this.#wss.clients) socket.close(1001, 'Server shutting down');
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
    for (const socket of this.#wss.clients) socket.terminate();
  }

  async #handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== this.#options.path) {
      if (this.#options.otherUpgrade?.(request, socket)) return;
      if (this.#options.ownsAllUpgrades) refuse(socket, 404, 'Not Found');
      return;
    }
    if (!isFromThisSite(request, this.#options.site)) {
      refuse(socket, 403, 'Forbidden');
      return;
    }
    let identity: SocketIdentity | null;
    try {
      identity = await this.#options.authenticate(request);
    } catch (error) {
      // The database is away: the client retries, as after any refused upgrade.
      if (isStorageUnavailable(error)) return refuse(socket, 503, 'Service Unavailable');
      console.error('WebSocket authentication failed:', error);
      refuse(socket, 500, 'Internal Server Error');
      return;
    }
    if (!identity) {
      refuse(socket, 401, 'Unauthorized');
      return;
    }
    const lastEventId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('lastEventId');
    this.#wss.handleUpgrade(request, socket, head, (ws: TrackedSocket) =>
      this.#register(ws, identity, lastEventId && EVENT_ID.test(lastEventId) ? lastEventId : undefined),
    );
  }

  #register(socket: TrackedSocket, identity: SocketIdentity, lastEventId: string | undefined) {
    socket.isAlive = true;
    socket.identity = identity;
    socket.on('pong', () => {
      socket.isAlive = true;
    });
    // Clients have nothing to say yet; errors (oversized frames) are logged and the socket dropped.
    socket.on('error', (error) => console.warn('WebSocket error:', error.message));
    const { userId } = identity;
    let set = this.#byUser.get(userId);
    if (!set) this.#byUser.set(userId, (set = new Set()));
    set.add(socket);
    socket.once('close', () => this.#forget(socket));
    if (!lastEventId) {
      socket.send(JSON.stringify({ type: 'hello', userId } satisfies RealtimeMessage));
      return;
    }
    // In the same tick as the socket joins its user's set: nothing heard meanwhile falls between.
    const missed = this.#replay.after(lastEventId, userId);
    socket.send(JSON.stringify({ type: 'hello', userId, resumed: missed !== undefined } satisfies RealtimeMessage));
    for (const { eventId, message } of missed ?? [])
      socket.send(JSON.stringify({ ...message, eventId } satisfies Outgoing));
  }

  /** Stops routing messages to a socket (closed, or closing because its session ended). */
  #forget(socket: TrackedSocket): TrackedSocket {
    const userId = socket.identity?.userId ?? '';
    const set = this.#byUser.get(userId);
    set?.delete(socket);
    if (set?.size === 0) this.#byUser.delete(userId);
    return socket;
  }

  #sweep() {
    for (const client of this.#wss.clients as Set<TrackedSocket>) {
      if (!client.isAlive) {
        client.terminate();
        continue;
      }
      client.isAlive = false;
      client.ping();
    }
  }
}

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
