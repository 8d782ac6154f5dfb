import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the server accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a request whose declared body is over the limit with 413, before reading it.
 * Bodies without a declared length are capped when read (the Astro adapter's bodySizeLimit).
 */
export function refuseOversizedBody(request: IncomingMessage, response: ServerResponse): boolean {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (!(declared > MAX_BODY_BYTES)) return false;
  response.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    Connection: 'close',
  });
  response.end(JSON.stringify({ message: 'The request body is larger than 1 MB.', code: 'payload_too_large' }));
  // Stop reading the rest of the body; the connection closes after the answer.
  request.socket.once('finish', () => request.socket.destroy());
  request.resume();
  return true;
}
