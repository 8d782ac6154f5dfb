import { parseRealtimeMessage, type RealtimeMessage } from '../../shared/realtime-messages.ts';
import { REALTIME_RECONNECT_MS } from './notifications.ts';

/** The part of a WebSocket this client uses: the browser's, or `ws` in tests and benchmarks. */
export type SocketLike = {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
};

export type RealtimeClientOptions = {
  url: string;
  /** Receives every message the server sends, parsed once here (src/shared/realtime-messages.ts). */
  onMessage: (message: RealtimeMessage) => void;
  /** Called on every open; `reconnected` is false only for the first one. */
  onOpen?: (reconnected: boolean) => void;
  /**
   * After a reconnection the server could not resume (it has not heard the last event this tab
   * got): messages may have been missed, so the tab reads everything again.
   */
  onResync?: () => void;
  createSocket?: (url: string) => SocketLike;
  reconnectMs?: number;
  /** Errors are only logged. */
  log?: (message: string, detail?: unknown) => void;
};

/** Close code of an instance that restarts (RFC 6455 1012): another one takes the socket at once. */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

/**
 * One reconnecting /ws connection: after any close it waits 5 s and opens a new one,
 * for as long as it is started; after a server restart (1012) within a second, spread so that
 * every tab does not come back at once. Each reconnection asks for the events after the last
 * one it got (`?lastEventId=`), so nothing sent meanwhile is missed; when the server cannot
 * promise that, `onResync` says so. Framework-free, so tests and benchmarks run the same logic.
 */
export class RealtimeClient {
  #options: Required<Omit<RealtimeClientOptions, 'onOpen' | 'onResync'>> &
    Pick<RealtimeClientOptions, 'onOpen' | 'onResync'>;
  /** The id of the last event received: a reconnection asks for what came after it. */
  #lastEventId: string | undefined;
  #restarting = false;
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
    let reconnection = false;
    try {
      const { url } = this.#options;
      reconnection = this.#opened;
      const resumeFrom =
        this.#opened && this.#lastEventId
          ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(this.#lastEventId)}`
          : url;
      socket = this.#options.createSocket(resumeFrom);
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
      if (typeof message === 'object' && message !== null) {
        const { eventId } = message as { eventId?: unknown };
        if (typeof eventId === 'string') this.#lastEventId = eventId;
      }
      const known = parseRealtimeMessage(message);
      if (!known) {
        this.#options.log('Realtime message of an unknown kind', message);
        return;
      }
      if (known.type === 'hello' && reconnection && known.resumed !== true) this.#options.onResync?.();
      this.#options.onMessage(known);
    };
    // A failed or refused connection fires error then close: log here, retry from close.
    socket.onerror = (event) => this.#options.log('Realtime connection error', event);
    socket.onclose = (event) => {
      if (this.#socket === socket) this.#socket = undefined;
      // A restarting instance names the last event it delivered: resume from there.
      this.#restarting = event?.code === SERVICE_RESTART_CLOSE_CODE;
      if (this.#restarting && event.reason && /^[0-9a-f-]{36}$/.test(event.reason)) this.#lastEventId = event.reason;
      this.#scheduleReconnect();
    };
  }

  #scheduleReconnect() {
    if (!this.#running || this.#timer) return;
    const delay = this.#restarting
      ? Math.min(this.#options.reconnectMs, 100 + Math.random() * 900)
      : this.#options.reconnectMs;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (this.#running) this.#connect();
    }, delay);
  }
}
