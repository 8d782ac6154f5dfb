import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors } from './app-error.ts';
import { lingeringClose } from './lingering-close.ts';
import { errorReply, sendReply } from './reply.ts';

/** The largest request body the server accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The largest file upload (POST /api/attachments), the one path with a larger body. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_PATH = '/api/attachments';

/** The body limit of a request line's path: uploads get theirs, everything else 1 MB. */
export function bodyLimitFor(url: string | undefined): number {
  const target = url ?? '/';
  const isUpload =
    target.startsWith(UPLOAD_PATH) && (target.length === UPLOAD_PATH.length || target[UPLOAD_PATH.length] === '?');
  return isUpload ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
}

/**
 * Refuses a request whose declared body is over the limit with 413, before reading it.
 * Bodies without a declared length are capped while read (read-body.ts).
 */
export function refuseOversizedBody(request: IncomingMessage, response: ServerResponse): boolean {
  const length = request.headers['content-length'];
  if (length === undefined) return false;
  const declared = Number(length);
  const limit = bodyLimitFor(request.url);
  if (!(declared > limit)) return false;
  const answer = errorReply(errors.payloadTooLarge(limit));
  sendReply(request, response, { ...answer, headers: { ...answer.headers, Connection: 'close' } });
  // The rest of the body is read and dropped, not parsed; the connection closes after the answer.
  request.socket.once('finish', () => lingeringClose(request.socket));
  request.resume();
  return true;
}
