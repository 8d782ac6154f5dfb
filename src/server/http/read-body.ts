import type { IncomingMessage } from 'node:http';
import { errors } from './app-error.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';

/** Reads a request body, refusing it with 413 as soon as it passes the limit (chunked bodies too). */
export async function readBody(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw errors.payloadTooLarge(maxBytes);
    chunks.push(chunk);
  }
  return size === 0 ? undefined : Buffer.concat(chunks);
}

/** A JSON body's value; undefined when empty, 415 for another type, 400 when malformed. */
export function parseJsonBody(raw: Buffer | undefined, contentType: string | undefined): unknown {
  const text = raw?.toString('utf8') ?? '';
  if (text.trim() === '') return undefined;
  if (!/^application\/(.+\+)?json\b/i.test(contentType ?? '')) throw errors.unsupportedMediaType();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw errors.invalidJson();
  }
}
