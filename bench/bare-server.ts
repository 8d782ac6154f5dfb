// A bare node:http server that answers with bytes captured from our server, so the
// benchmark's "bare" numbers measure Node's HTTP floor for exactly the same payloads.
// Usage: node bench/bare-server.ts <fixtures.json>   (PORT env, 0 = random port)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * One captured response: its content-type, body (base64 so binary bodies survive JSON) and the
 * other headers our server sent (security, caching, request id), which the bare server sends too.
 */
export type Fixture = { contentType: string; bodyBase64: string; headers?: Record<string, string> };

/** The fixtures file: request path → captured response. */
export type Fixtures = Record<string, Fixture>;

const fixturesPath = process.argv[2];
if (!fixturesPath) {
  console.error('usage: node bench/bare-server.ts <fixtures.json>');
  process.exit(2);
}

const fixtures = JSON.parse(readFileSync(fixturesPath, 'utf8')) as Fixtures;
// Decode once up front: per-request work must be only what any HTTP server has to do.
const routes = new Map<string, { headers: Record<string, string | number>; body: Buffer }>();
for (const [path, fixture] of Object.entries(fixtures)) {
  const body = Buffer.from(fixture.bodyBase64, 'base64');
  routes.set(path, {
    headers: { ...fixture.headers, 'Content-Type': fixture.contentType, 'Content-Length': body.length },
    body,
  });
}

// Same keep-alive timeout as our server, so connection reuse behaves alike under load.
const server = createServer({ keepAliveTimeout: 65_000 }, (request, response) => {
  const route = routes.get(request.url ?? '/');
  if (!route) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(200, route.headers);
  response.end(route.body);
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Same readiness line shape as our server, so the harness parses both the same way.
  console.info(`Bare server listening on http://localhost:${port}`);
});

/** Stops listening and drops idle keep-alive sockets, which server.close alone would wait on. */
function stop(): void {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
