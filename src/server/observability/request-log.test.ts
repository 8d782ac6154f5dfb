import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger.ts';
import { metrics } from './metrics.ts';
import { beginRequest } from './request-context.ts';
import { observeRequest, RequestSummary, SLOW_REQUEST_MS } from './request-log.ts';

/** A request and its response as far as the request log reads them; `finish` ends it with a status. */
function exchange(url: string, headers: Record<string, string> = {}) {
  const request = { method: 'GET', url, headers } as unknown as IncomingMessage;
  const response = Object.assign(new EventEmitter(), { headersSent: false, statusCode: 200, writableFinished: false });
  const context = beginRequest(request, '203.0.113.9', false);
  observeRequest(request, response as unknown as ServerResponse, context);
  const finish = (status: number, ms = 1) => {
    context.startedAt = performance.now() - ms;
    Object.assign(response, { headersSent: true, statusCode: status, writableFinished: true });
    response.emit('close');
  };
  return { context, finish };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('observeRequest', () => {
  it('counts every request in /metrics and logs a 5xx and a slow one at warn with its id; the rest at debug only', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const debug = vi.spyOn(logger, 'debug').mockImplementation(() => undefined);
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const count = (status: number) => metrics.http.tally('GET', '/api/things', status).count;
    const before = { ok: count(200), failed: count(500) };

    const ok = exchange('/api/things?token=secret');
    ok.context.route = '/api/things';
    expect(metrics.http.inFlight).toBeGreaterThan(0);
    ok.finish(200);
    const failed = exchange('/api/things', { 'x-request-id': 'trace-failed-0001' });
    failed.context.route = '/api/things';
    failed.finish(500);
    const slow = exchange('/pricing');
    slow.finish(200, SLOW_REQUEST_MS + 1);
    const watch = exchange('/k8s/c-1/api/v1/nodes?watch=true');
    watch.finish(200, SLOW_REQUEST_MS * 30);

    expect(count(200)).toBe(before.ok + 1);
    expect(count(500)).toBe(before.failed + 1);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      reqId: 'trace-failed-0001',
      route: '/api/things',
      status: 500,
      ip: '203.0.113.9',
    });
    expect(warn.mock.calls[1]?.[0]).toMatchObject({
      reqId: slow.context.id,
      route: 'page',
      path: '/pricing',
      status: 200,
      slow: true,
    });
    // At the default level (info) nothing else is written per request.
    expect(debug).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('writes a line per request at debug, without the query string', () => {
    vi.spyOn(logger, 'isLevelEnabled').mockImplementation((level) => level === 'debug');
    const debug = vi.spyOn(logger, 'debug').mockImplementation(() => undefined);
    const ok = exchange('/reset-password?token=secret-token');
    ok.finish(200);
    expect(debug).toHaveBeenCalledTimes(1);
    expect(debug.mock.calls[0]?.[0]).toMatchObject({
      reqId: ok.context.id,
      path: '/reset-password',
      route: 'page',
      status: 200,
    });
    expect(JSON.stringify(debug.mock.calls[0])).not.toContain('secret-token');
  });
});

describe('RequestSummary', () => {
  it('adds up a period by status class, with slow and aborted requests, then starts a new one', () => {
    const summary = new RequestSummary(0);
    expect(summary.take(1000)).toBeUndefined();
    summary.add(200, 2, '/api/user', false);
    summary.add(204, 4, '/api/user', false);
    summary.add(404, 1, '/api (no endpoint)', false);
    summary.add(503, SLOW_REQUEST_MS + 500, '/api/orders', false);
    summary.add(0, 3, 'page', true);
    const line = summary.take(61_000);
    expect(line).toEqual({
      seconds: 60,
      requests: 5,
      status: { '1xx': 0, '2xx': 2, '3xx': 0, '4xx': 1, '5xx': 1, none: 1 },
      slow: 1,
      aborted: 1,
      meanMs: 302,
      maxMs: SLOW_REQUEST_MS + 500,
      maxRoute: '/api/orders',
    });
    expect(summary.take(121_000)).toBeUndefined();
  });
});
