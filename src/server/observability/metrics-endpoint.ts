import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { registry } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasToken(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(sent), digest(token));
}

/** Answers GET /metrics in Prometheus text format; with `token`, only to its bearer (401 otherwise). */
export async function serveMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  token: string | undefined,
): Promise<void> {
  const json = (status: number, body: object, headers: Record<string, string> = {}) => {
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    });
    response.end(JSON.stringify(body));
  };
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return json(405, { message: 'Metrics are read with GET.', code: 'method_not_allowed' }, { Allow: 'GET' });
  if (token !== undefined && !hasToken(request, token)) {
    return json(
      401,
      { message: 'Send the metrics token as a bearer token.', code: 'unauthorized' },
      { 'WWW-Authenticate': 'Bearer realm="metrics"' },
    );
  }
  const text = await registry.metrics();
  response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : text);
}

/** METRICS_PORT: /metrics alone on a port of its own (for a scraper on a private network). */
export function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/metrics') return void serveMetrics(request, response, undefined);
    response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message: 'Only /metrics is served here.', code: 'not_found' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
