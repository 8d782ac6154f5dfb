// A gzip-compressed tar (POSIX ustar) written and read a file at a time, so memory stays
// bounded whatever the archive holds. Only regular files and folders are read back.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

/** A path inside an archive: relative, `/`-separated, no `..`, nothing but safe characters. */
export function isSafeArchivePath(path: string): boolean {
  if (path.length === 0 || path.length > 250 || path.startsWith('/')) return false;
  if (!/^[A-Za-z0-9._@/-]+$/.test(path)) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The ustar header of a regular file (the name split into prefix and name when over 100 bytes). */
function header(path: string, size: number, mtime: number): Buffer {
  let name = path;
  let prefix = '';
  if (Buffer.byteLength(path) > 100) {
    const cut = path.lastIndexOf('/', 155);
    if (cut <= 0 || path.length - cut - 1 > 100) throw new Error(`Path too long for the archive: ${path}`);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
  }
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(size, 12), 124, 12, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 12, 'ascii');
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

/**
 * Writes `files` (paths inside the archive, read from `root`) as a .tar.gz at `target`, in the
 * order given; answers its size and SHA-256.
 */
export async function writeTarGz(
  root: string,
  files: readonly string[],
  target: string,
  mtime: number,
): Promise<{ bytes: number; sha256: string }> {
  async function* entries() {
    for (const path of files) {
      const { size } = await stat(join(root, path));
      yield header(path, size, mtime);
      for await (const chunk of createReadStream(join(root, path))) yield chunk as Buffer;
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad > 0) yield Buffer.alloc(pad);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Readable.from(entries()), createGzip(), measure, createWriteStream(target));
  return { bytes, sha256: hash.digest('hex') };
}

/** Why an archive could not be read: not gzip, not tar, or an entry that is not a plain file. */
export class MalformedTar extends Error {
  override name = 'MalformedTar';
}

/** A file read out of an archive: where it landed, its size and SHA-256. */
export type ExtractedFile = { path: string; bytes: number; sha256: string };

const parseOctal = (field: Buffer): number => {
  const text = field.toString('ascii').replace(/\0.*$/s, '').trim();
  if (!/^[0-7]*$/.test(text)) throw new MalformedTar('A tar header has a bad number.');
  return text === '' ? 0 : Number.parseInt(text, 8);
};

const headerName = (block: Buffer): string => {
  const name = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
  const prefix =
    block.subarray(257, 262).toString('ascii') === 'ustar'
      ? block.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '')
      : '';
  return prefix ? `${prefix}/${name}` : name;
};

const checksumHolds = (block: Buffer): boolean => {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum === parseOctal(block.subarray(148, 156));
};

/**
 * Reads a .tar.gz into `dir`, hashing each file as it is written. Refuses (MalformedTar) what
 * is not gzip or tar, links and devices, unsafe paths, a file twice, and more than `maxFiles`.
 */
export async function extractTarGz(archive: string, dir: string, maxFiles = 1_000_000): Promise<ExtractedFile[]> {
  const files: ExtractedFile[] = [];
  const seen = new Set<string>();
  let pending: Buffer = Buffer.alloc(0);
  let longName: string | undefined;
  let ended = false;
  // The entry being read: its data length left, the padding after it, and what receives it.
  let body:
    | {
        left: number;
        pad: number;
        sink: 'file' | 'name' | 'skip';
        file?: { path: string; handle: Awaited<ReturnType<typeof open>>; hash: ReturnType<typeof createHash> };
        text?: Buffer[];
        size: number;
        typeflag: string;
      }
    | undefined;

  const startEntry = async (block: Buffer) => {
    if (!checksumHolds(block)) throw new MalformedTar('A tar header is damaged.');
    const typeflag = String.fromCharCode(block[156] ?? 0);
    const size = parseOctal(block.subarray(124, 136));
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    let name = longName ?? headerName(block);
    longName = undefined;
    if (typeflag === 'L' || typeflag === 'x') {
      body = { left: size, pad, sink: 'name', text: [], size, typeflag };
      return;
    }
    if (typeflag === 'g') {
      body = { left: size, pad, sink: 'skip', size, typeflag };
      return;
    }
    while (name.startsWith('./')) name = name.slice(2);
    if (typeflag === '5') {
      if (name !== '' && name !== '.' && !isSafeArchivePath(name.replace(/\/$/, '')))
        throw new MalformedTar(`Unsafe folder in the archive: ${name}`);
      body = { left: size, pad, sink: 'skip', size, typeflag };
      return;
    }
    if (typeflag !== '0' && typeflag !== '\0' && typeflag !== '7') throw new MalformedTar(`Not a plain file: ${name}`);
    if (!isSafeArchivePath(name)) throw new MalformedTar(`Unsafe path in the archive: ${name}`);
    if (seen.has(name)) throw new MalformedTar(`A file appears twice in the archive: ${name}`);
    if (seen.size >= maxFiles) throw new MalformedTar('The archive holds too many files.');
    seen.add(name);
    const target = join(dir, name);
    await mkdir(dirname(target), { recursive: true });
    const handle = await open(target, 'wx');
    body = { left: size, pad, sink: 'file', file: { path: name, handle, hash: createHash('sha256') }, size, typeflag };
  };

  const endEntry = async () => {
    if (!body) return;
    if (body.sink === 'file' && body.file) {
      await body.file.handle.close();
      files.push({ path: body.file.path, bytes: body.size, sha256: body.file.hash.digest('hex') });
    } else if (body.sink === 'name' && body.text) {
      const text = Buffer.concat(body.text).toString('utf8');
      if (body.typeflag === 'L') longName = text.replace(/\0.*$/s, '');
      else {
        const path = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text)?.[1];
        if (path !== undefined) longName = path;
      }
    }
    body = undefined;
  };

  try {
    for await (const chunk of createReadStream(archive).pipe(createGunzip())) {
      if (ended) continue;
      pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
      for (;;) {
        if (body) {
          if (body.left > 0) {
            if (pending.length === 0) break;
            const take = pending.subarray(0, Math.min(body.left, pending.length));
            pending = pending.subarray(take.length);
            body.left -= take.length;
            if (body.sink === 'file' && body.file) {
              body.file.hash.update(take);
              await body.file.handle.write(take);
            } else if (body.sink === 'name' && body.text) {
              if (body.size > 65_536) throw new MalformedTar('A tar extended header is too long.');
              body.text.push(Buffer.from(take));
            }
            continue;
          }
          if (pending.length < body.pad) break;
          pending = pending.subarray(body.pad);
          await endEntry();
          continue;
        }
        if (pending.length < BLOCK) break;
        const block = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        await startEntry(Buffer.from(block));
      }
    }
  } catch (error) {
    await body?.file?.handle.close().catch(() => undefined);
    if (error instanceof MalformedTar) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code === 'EEXIST')
      throw new MalformedTar('The archive is not a readable .tar.gz.');
    throw error;
  }
  if (body || !ended) {
    await body?.file?.handle.close().catch(() => undefined);
    throw new MalformedTar('The archive ends in the middle of a file.');
  }
  return files;
}
