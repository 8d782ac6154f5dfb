import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError } from './app-error.ts';
import { lingeringClose } from './lingering-close.ts';
import { refusalReply } from './refusal-reply.ts';
import { REFUSAL_HEADERS } from './security-headers.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Request line and headers together may not exceed this (Node's default, stated on purpose). */
export const MAX_HEADER_BYTES = 16 * 1024;

type ClientError = Error & { code?: string; rawPacket?: Buffer };

const REFUSALS: Record<string, () => AppError> = {
  HPE_HEADER_OVERFLOW: () => new AppError(431, 'headers_too_large', m.error_address_headers_request_larger_than_16()),
  ERR_HTTP_REQUEST_TIMEOUT: () => new AppError(408, 'request_timeout', m.error_request_took_too_long_arrive()),
};

/**
 * Answers a request Node could not parse (headers over the limit, a malformed request line, a
 * timeout). Left to itself Node sends a bare status with an empty body, or nothing; this sends
 * the same JSON error (HTML for a page) as every other refusal, then closes the connection.
 */
export function answerClientError(error: ClientError, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const refusal = REFUSALS[error.code ?? '']?.() ?? new AppError(400, 'bad_request', m.error_request_could_not_read());
  const answer = refusalReply(requestTarget(error.rawPacket), refusal);
  const body = answer.body ?? '';
  const headers = {
    ...Object.fromEntries(REFUSAL_HEADERS),
    ...answer.headers,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n${head}\r\n${body}`);
  lingeringClose(socket);
}

/** The path of the request line, when the bytes Node choked on still start with it. */
function requestTarget(raw: Buffer | undefined): string | undefined {
  const line = raw?.subarray(0, 2048).toString('latin1');
  return line ? /^[A-Z]+ (\S+)/.exec(line)?.[1] : undefined;
}
