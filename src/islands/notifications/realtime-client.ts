import { REALTIME_RECONNECT_MS } from './notifications.ts';

/** The part of a WebSocket this client uses: the browser's, or `ws` in tests and benchmarks. */
export type SocketLike = {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
};

export type RealtimeClientOptions = {
  url: string;
  /** Receives every JSON message the server sends. */
  onMessage: (message: unknown) => void;
  /** Called on every open; `reconnected` is false only for the first one. */
  onOpen?: (reconnected: boolean) => void;
  createSocket?: (url: string) => SocketLike;
  reconnectMs?: number;
  /** Errors are only logged (SPEC §4). */
  log?: (message: string, detail?: unknown) => void;
};

/**
 * One reconnecting /ws connection (SPEC §4): after any close it waits 5 s and opens a new one,
 * for as long as it is started. Framework-free, so tests and benchmarks run the same logic.
 */
export class RealtimeClient {
  #options: Required<Omit<RealtimeClientOptions, 'onOpen'>> & Pick<RealtimeClientOptions, 'onOpen'>;
  #socket: SocketLike | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running = false;
  #opened = false;

  constructor(options: RealtimeClientOptions) {
    this.#options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      reconnectMs: REALTIME_RECONNECT_MS,
      log: (message, detail) => console.error(message, detail),
      ...options,
    };
  }

  /** Opens the connection (idempotent). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#connect();
  }

  /** Closes the connection and cancels any pending reconnect. */
  stop(): void {
    this.#running = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const socket = this.#socket;
    this.#socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'Client done');
    }
  }

  #connect() {
    let socket: SocketLike;
    try {
      socket = this.#options.createSocket(this.#options.url);
    } catch (error) {
      this.#options.log('Realtime connection failed', error);
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      const reconnected = this.#opened;
      this.#opened = true;
      this.#options.onOpen?.(reconnected);
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch (error) {
        this.#options.log('Realtime message is not JSON', error);
        return;
      }
      this.#options.onMessage(message);
    };
    // A failed or refused connection fires error then close: log here, retry from close.
    socket.onerror = (event) => this.#options.log('Realtime connection error', event);
    socket.onclose = () => {
      if (this.#socket === socket) this.#socket = undefined;
      this.#scheduleReconnect();
    };
  }

  #scheduleReconnect() {
    if (!this.#running || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (this.#running) this.#connect();
    }, this.#options.reconnectMs);
  }
}
