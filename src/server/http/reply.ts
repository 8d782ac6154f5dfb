import type { IncomingMessage, ServerResponse } from 'node:http';
import { isStorageUnavailable } from '../store/storage-unavailable.ts';
import { isAppError, type ErrorBody } from './app-error.ts';
import { m } from '../../shared/i18n/messages.ts';
import { API_POLICY } from '../../csp/policy.ts';
import { headWithBase, type HeaderList } from './security-headers.ts';

/** An API answer, independent of the code that writes it to the socket. */
export type Reply = { status: number; headers: Record<string, string>; body: string | Buffer | null };

const REPLY = Symbol.for('sovereign-console.reply');
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * The JSON of frozen answers (the version, a user view worked out from records read at once),
 * kept with each: such a value is frozen whole, top to bottom, and never changes, so it is
 * serialized once, not on every read.
 */
const frozenJson = new WeakMap<object, string>();

function toJson(data: unknown): string {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return JSON.stringify(data);
  let text = frozenJson.get(data);
  if (text === undefined) frozenJson.set(data, (text = JSON.stringify(data)));
  return text;
}

/** A JSON answer; handlers return it when they need a status or headers of their own. */
export function reply(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Reply {
  return jsonReply(toJson(data), init);
}

/** A JSON answer whose body is already serialized. */
function jsonReply(body: string, init: { status?: number; headers?: Record<string, string> }): Reply {
  const headers = init.headers ? { ...JSON_HEADERS, ...init.headers } : { ...JSON_HEADERS };
  return { status: init.status ?? 200, headers, body, [REPLY]: true } as Reply;
}

/** The JSON of rows that are never changed once built, kept with each row. */
const rowJson = new WeakMap<object, string>();

/**
 * A JSON array of rows that nothing changes once built (the cluster list's rows, kept per stored
 * record: ClustersService #listView): an unchanged row is serialized once, not on every read of
 * the list. The same text as `reply(rows)`.
 */
export function replyRows(rows: readonly object[], init: { headers?: Record<string, string> } = {}): Reply {
  const texts = rows.map((row) => {
    let text = rowJson.get(row);
    if (text === undefined) rowJson.set(row, (text = JSON.stringify(row)));
    return text;
  });
  return jsonReply(`[${texts.join(',')}]`, init);
}

/** An answer without a body (204). */
export function emptyReply(headers: Record<string, string> = {}): Reply {
  return Object.assign(
    { status: 204, headers: { 'Cache-Control': 'no-store', ...headers }, body: null },
    { [REPLY]: true },
  );
}

/** A redirect (303 See Other: the browser follows it with a GET) to `location` on this site. */
export function redirectReply(location: string): Reply {
  return Object.assign(
    { status: 303, headers: { 'Cache-Control': 'no-store', Location: location }, body: null },
    { [REPLY]: true },
  );
}

/** A file answer (an invoice PDF): bytes with their type; `filename` makes it a download. */
export function fileReply(bytes: Buffer, contentType: string, filename: string): Reply {
  const headers = {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  return Object.assign({ status: 200, headers, body: bytes }, { [REPLY]: true });
}

const STREAM = Symbol.for('sovereign-console.reply-stream');

/**
 * A large file answer (an organization archive) streamed from disk instead of held in memory:
 * `open` is called only when the answer is written; `bytes` is its exact length.
 */
export function streamReply(
  open: () => NodeJS.ReadableStream,
  bytes: number,
  contentType: string,
  filename: string,
): Reply {
  const reply = fileReply(Buffer.alloc(0), contentType, filename);
  return Object.assign(reply, { body: null, [STREAM]: { open, bytes } });
}

/** The stream of a `streamReply`, if the answer is one. */
function streamOf(answer: Reply): { open: () => NodeJS.ReadableStream; bytes: number } | undefined {
  return (answer as { [STREAM]?: { open: () => NodeJS.ReadableStream; bytes: number } })[STREAM];
}

/** True for a value built by `reply()` or `emptyReply()`. */
export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/** Any thrown value as the JSON error body `{ message, code, fields? }`; unknown errors become a bare 500, logged. */
export function errorReply(error: unknown): Reply {
  if (isAppError(error)) {
    const body: ErrorBody = { ...error.details, message: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    return reply(body, { status: error.status, headers: error.headers });
  }
  if (isStorageUnavailable(error)) return storageUnavailableReply();
  console.error('Unexpected error while handling an API request:', error);
  return reply({ message: m.error_internal(), code: 'internal_error' }, { status: 500 });
}

/** Seconds a client is asked to wait while the database is unreachable: a restart takes about that. */
export const STORAGE_RETRY_AFTER_SECONDS = 2;

/** 503 `storage_unavailable`: the database is unreachable for now; nothing was done, try again. */
export function storageUnavailableReply(): Reply {
  const body: ErrorBody = { message: m.error_storage_unavailable(), code: 'storage_unavailable' };
  return reply(body, { status: 503, headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) } });
}

/**
 * Writes an answer in one `writeHead`: the security headers and the request id (security-headers.ts),
 * the strict policy, the answer's headers, the cookies the handler set, the exact Content-Length;
 * no body for HEAD.
 */
export function sendReply(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Reply,
  setCookies: string[] = [],
): void {
  const own: HeaderList = [];
  for (const name in answer.headers) own.push(name, answer.headers[name] as string);
  if (setCookies.length > 0) own.push('Set-Cookie', setCookies);
  if (answer.body !== null) own.push('Content-Length', String(Buffer.byteLength(answer.body)));
  const stream = streamOf(answer);
  if (stream) own.push('Content-Length', String(stream.bytes));
  response.writeHead(answer.status, headWithBase(request, API_POLICY, own));
  if (stream && request.method !== 'HEAD') {
    const source = stream.open();
    // A reader who goes away stops the read; a read error cuts the answer short (its length tells).
    source.on('error', () => response.destroy());
    response.on('close', () => (source as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.());
    source.pipe(response);
    return;
  }
  response.end(request.method === 'HEAD' ? undefined : (answer.body ?? undefined));
}
