import { createHash } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A file of the archive as the manifest lists it. */
export type ManifestFile = { path: string; sha256: string; bytes: number; records?: number };

/** Writes below this many bytes wait in memory: few writes, bounded memory. */
const FLUSH_AT = 256 * 1024;

/** A file of the staging folder written piece by piece, hashed and measured as it goes. */
export class ArchiveFileWriter {
  readonly path: string;
  #handle: Awaited<ReturnType<typeof open>>;
  #hash = createHash('sha256');
  #bytes = 0;
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  records = 0;

  private constructor(path: string, handle: Awaited<ReturnType<typeof open>>) {
    this.path = path;
    this.#handle = handle;
  }

  static async open(root: string, path: string): Promise<ArchiveFileWriter> {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    return new ArchiveFileWriter(path, await open(target, 'wx'));
  }

  async write(content: string | Buffer): Promise<void> {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    this.#hash.update(bytes);
    this.#bytes += bytes.length;
    this.#pending.push(bytes);
    this.#pendingBytes += bytes.length;
    if (this.#pendingBytes >= FLUSH_AT) await this.#flush();
  }

  /** One JSON Lines record. */
  async line(record: unknown): Promise<void> {
    this.records += 1;
    await this.write(`${JSON.stringify(record)}\n`);
  }

  async #flush(): Promise<void> {
    if (this.#pending.length === 0) return;
    const chunk = Buffer.concat(this.#pending);
    this.#pending = [];
    this.#pendingBytes = 0;
    await this.#handle.write(chunk);
  }

  /** Closes the file; answers its manifest entry (with `records` for JSON Lines). */
  async close(withRecords = false): Promise<ManifestFile> {
    await this.#flush();
    await this.#handle.close();
    return {
      path: this.path,
      sha256: this.#hash.digest('hex'),
      bytes: this.#bytes,
      ...(withRecords ? { records: this.records } : {}),
    };
  }

  /** Closes the file after a failure, ignoring errors. */
  async abandon(): Promise<void> {
    await this.#handle.close().catch(() => undefined);
  }
}

/** Writes a whole file at once. */
export async function writeArchiveFile(root: string, path: string, content: string | Buffer): Promise<ManifestFile> {
  const writer = await ArchiveFileWriter.open(root, path);
  await writer.write(content);
  return writer.close();
}

/** A name safe in a path: letters, digits, dot, dash and underscore, at most `max` characters. */
export function safeFileName(name: string, max = 60): string {
  const safe = name
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, max);
  return safe === '' ? 'file' : safe;
}
