import type { Server } from 'node:http';

/** Stops accepting, lets requests in flight finish (up to `graceMs`), then drops what is left. */
export async function closeHttpServer(server: Server, graceMs = 10_000): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  timer.unref();
  await closed;
  clearTimeout(timer);
}
