import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors } from './app-error.ts';
import { errorReply, sendReply } from './reply.ts';

/** The largest request body the server accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a request whose declared body is over the limit with 413, before reading it.
 * Bodies without a declared length are capped while read (read-body.ts).
 */
export function refuseOversizedBody(request: IncomingMessage, response: ServerResponse): boolean {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (!(declared > MAX_BODY_BYTES)) return false;
  const answer = errorReply(errors.payloadTooLarge());
  sendReply(request, response, { ...answer, headers: { ...answer.headers, Connection: 'close' } });
  // Stop reading the rest of the body; the connection closes after the answer.
  request.socket.once('finish', () => request.socket.destroy());
  request.resume();
  return true;
}
