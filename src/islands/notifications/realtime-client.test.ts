import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type SocketLike } from './realtime-client.ts';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  close() {
    this.closed = true;
  }
}

let sockets: FakeSocket[];
let messages: unknown[];
let logged: string[];
let opens: boolean[];

function makeClient() {
  return new RealtimeClient({
    url: 'ws://localhost/ws',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onMessage: (message) => messages.push(message),
    onOpen: (reconnected) => opens.push(reconnected),
    log: (message) => logged.push(message),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  messages = [];
  logged = [];
  opens = [];
});
afterEach(() => vi.useRealTimers());

describe('RealtimeClient', () => {
  it('opens one socket however often it is started, and passes JSON messages on', () => {
    const client = makeClient();
    client.start();
    client.start();
    expect(sockets).toHaveLength(1);
    sockets[0]?.onopen?.({});
    sockets[0]?.onmessage?.({ data: '{"type":"notification","userId":"ada"}' });
    expect(messages).toEqual([{ type: 'notification', userId: 'ada' }]);
    expect(opens).toEqual([false]);
  });

  it('reconnects 5 s after a close, and says it is a reconnection', () => {
    const client = makeClient();
    client.start();
    sockets[0]?.onopen?.({});
    sockets[0]?.onclose?.({});
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.onopen?.({});
    expect(opens).toEqual([false, true]);
  });

  it('keeps retrying every 5 s while the server is away; errors are only logged', () => {
    const client = makeClient();
    client.start();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      sockets.at(-1)?.onerror?.({});
      sockets.at(-1)?.onclose?.({});
      vi.advanceTimersByTime(5000);
    }
    expect(sockets).toHaveLength(4);
    expect(logged).toEqual(['Realtime connection error', 'Realtime connection error', 'Realtime connection error']);
  });

  it('logs a message that is not JSON and ignores binary frames', () => {
    const client = makeClient();
    client.start();
    sockets[0]?.onmessage?.({ data: 'not json' });
    sockets[0]?.onmessage?.({ data: new ArrayBuffer(2) });
    expect(messages).toEqual([]);
    expect(logged).toEqual(['Realtime message is not JSON']);
  });

  it('stops for good: closes the socket and cancels a pending reconnect', () => {
    const client = makeClient();
    client.start();
    sockets[0]?.onclose?.({});
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    const again = makeClient();
    again.start();
    again.stop();
    expect(sockets[1]?.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});

describe('RealtimeClient across a server restart', () => {
  it('resumes from the last event id: within a second after 1012, from the id the server named', () => {
    const urls: string[] = [];
    const resyncs: number[] = [];
    const client = new RealtimeClient({
      url: 'ws://localhost/ws',
      createSocket: (url) => {
        urls.push(url);
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      onMessage: (message) => messages.push(message),
      onResync: () => resyncs.push(1),
      log: () => undefined,
    });
    client.start();
    sockets[0]?.onopen?.({});
    sockets[0]?.onmessage?.({ data: '{"type":"hello","userId":"ada"}' });
    sockets[0]?.onmessage?.({
      data: '{"type":"notification","userId":"ada","eventId":"0197a4b2-0000-7000-8000-000000000001"}',
    });
    sockets[0]?.onclose?.({ code: 1012, reason: '0197a4b2-0000-7000-8000-000000000009' });
    vi.advanceTimersByTime(1000);
    expect(urls[1]).toBe('ws://localhost/ws?lastEventId=0197a4b2-0000-7000-8000-000000000009');
    sockets[1]?.onopen?.({});
    sockets[1]?.onmessage?.({ data: '{"type":"hello","userId":"ada","resumed":true}' });
    expect(resyncs).toEqual([]);
  });

  it('reads everything again when the server cannot resume, and after any reconnection without an id', () => {
    const resyncs: number[] = [];
    const client = new RealtimeClient({
      url: 'ws://localhost/ws',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      onMessage: () => undefined,
      onResync: () => resyncs.push(1),
      log: () => undefined,
    });
    client.start();
    sockets[0]?.onopen?.({});
    sockets[0]?.onmessage?.({ data: '{"type":"hello","userId":"ada"}' });
    expect(resyncs).toEqual([]);
    sockets[0]?.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(5000);
    sockets[1]?.onopen?.({});
    sockets[1]?.onmessage?.({ data: '{"type":"hello","userId":"ada"}' });
    expect(resyncs).toEqual([1]);
    sockets[1]?.onmessage?.({
      data: '{"type":"order","orderId":"o1","status":"paid","eventId":"0197a4b2-0000-7000-8000-000000000002"}',
    });
    sockets[1]?.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(5000);
    sockets[2]?.onopen?.({});
    sockets[2]?.onmessage?.({ data: '{"type":"hello","userId":"ada","resumed":false}' });
    expect(resyncs).toEqual([1, 1]);
  });
});
