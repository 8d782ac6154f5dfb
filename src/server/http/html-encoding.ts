import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** A content coding this server sends HTML in. */
export type HtmlEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Not worth a compression pass (and its headers) below this.
const MIN_BYTES = 1024;

/**
 * The coding to answer in, from the request's Accept-Encoding: brotli, then gzip, then none.
 * A coding listed with q=0 is refused; `*` is ignored (clients that send it also list gzip).
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): HtmlEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (header === '') return undefined;
  let gzipAccepted = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name.trim() === 'br') return 'br';
    if (name.trim() === 'gzip') gzipAccepted = true;
  }
  return gzipAccepted ? 'gzip' : undefined;
}

/** Whether a body of this size gets compressed at all. */
export function worthCompressing(bytes: number): boolean {
  return bytes >= MIN_BYTES;
}

/**
 * Compresses HTML made on demand, on libuv's thread pool (the event loop keeps answering).
 * Brotli at quality 5 and gzip at level 6: within a few percent of the maximum for pages of
 * this size, at a small fraction of its cost. Prerendered pages get the maximum at build time,
 * unless the server rewrote them when it started (static-files.ts).
 */
export async function compressHtml(body: Buffer, encoding: HtmlEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(body)) : gzipAsync(body, { level: 6 });
}

/** The same, at once: for a page compressed once and kept (a millisecond or two). */
export function compressHtmlSync(body: Buffer, encoding: HtmlEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body, { level: 6 });
}

function brotliOptions(body: Buffer) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}
