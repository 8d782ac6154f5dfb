import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isAllowedOrigin } from '../http/origin.ts';

/** Who opened a socket: always a signed-in user. */
export type SocketIdentity = { userId: string };

/** Resolves the identity of an upgrade request; null refuses it with 401. */
export type UpgradeAuthenticator = (request: IncomingMessage) => Promise<SocketIdentity | null>;

/** Messages the server pushes (SPEC §4): `notification` first. */
export type RealtimeMessage = { type: 'notification'; userId: string } | { type: 'hello'; userId: string };

type TrackedSocket = WebSocket & { isAlive?: boolean; identity?: SocketIdentity };

export type RealtimeOptions = {
  authenticate: UpgradeAuthenticator;
  publicOrigin: string;
  path?: string;
  heartbeatMs?: number;
  /** Destroy upgrades for other paths (production); leave them for others (Vite's HMR in dev). */
  ownsAllUpgrades?: boolean;
};

const MAX_PAYLOAD_BYTES = 4 * 1024;

/** The `/ws` endpoint: authenticated upgrades, per-user fan-out and a heartbeat. */
export class RealtimeHub {
  #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES, clientTracking: true });
  #byUser = new Map<string, Set<TrackedSocket>>();
  #options: Required<RealtimeOptions>;
  #heartbeat: NodeJS.Timeout;

  constructor(options: RealtimeOptions) {
    this.#options = { path: '/ws', heartbeatMs: 30_000, ownsAllUpgrades: true, ...options };
    this.#heartbeat = setInterval(() => this.#sweep(), this.#options.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Listens for upgrades on an HTTP server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      void this.#handleUpgrade(request, socket, head);
    });
  }

  /** Sends a message to every socket of one user, and to no one else. Returns how many got it. */
  publish(userId: string, message: RealtimeMessage): number {
    const sockets = this.#byUser.get(userId);
    if (!sockets) return 0;
    const data = JSON.stringify(message);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(data);
    return sockets.size;
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
      if (this.#options.ownsAllUpgrades) refuse(socket, 404, 'Not Found');
      return;
    }
    if (!isAllowedOrigin(request.headers.origin, request.headers.host, this.#options.publicOrigin)) {
      refuse(socket, 403, 'Forbidden');
      return;
    }
    let identity: SocketIdentity | null;
    try {
      identity = await this.#options.authenticate(request);
    } catch (error) {
      console.error('WebSocket authentication failed:', error);
      refuse(socket, 500, 'Internal Server Error');
      return;
    }
    if (!identity) {
      refuse(socket, 401, 'Unauthorized');
      return;
    }
    this.#wss.handleUpgrade(request, socket, head, (ws: TrackedSocket) => this.#register(ws, identity));
  }

  #register(socket: TrackedSocket, identity: SocketIdentity) {
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
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0) this.#byUser.delete(userId);
    });
    socket.send(JSON.stringify({ type: 'hello', userId } satisfies RealtimeMessage));
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
