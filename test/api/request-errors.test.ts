import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

/** Sends raw bytes and resolves with everything the server answers before closing. */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.once('close', () => resolve(answer));
    socket.once('error', reject);
  });
}

const errorShape = (code: string) => ({ message: expect.any(String), code });

describe('requests refused before any route still get the error shape', () => {
  it('answers a malformed /api path with a 400 JSON error, not text', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${server.url}/api/admin/pending-registrations/%ZZ/approve`, {
        method,
        headers: { Origin: server.url },
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual(errorShape('bad_request'));
    }
  });

  it('answers a malformed page path with a 400 HTML page', async () => {
    const response = await fetch(`${server.url}/docs/%ZZ`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('The address of this request is not valid.');
  });

  it('answers a query over 16 kB with 431 and the JSON error, at any size', async () => {
    for (const size of [17 * 1024, 64 * 1024, 512 * 1024]) {
      const response = await fetch(`${server.url}/api/health?q=${'a'.repeat(size)}`);
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual(errorShape('headers_too_large'));
    }
  });

  it('answers a header over 16 kB with 431 and the JSON error', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'X-Padding': 'b'.repeat(20 * 1024) } });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual(errorShape('headers_too_large'));
  });

  it('answers an oversized page request with an HTML page, never an empty body', async () => {
    const response = await fetch(`${server.url}/docs?q=${'a'.repeat(17 * 1024)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('larger than 16 kB');
  });

  it('answers a request Node cannot parse with a 400 JSON error', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nNot a header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Content-Type: application/json; charset=utf-8');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(errorShape('bad_request'));
  });
});
