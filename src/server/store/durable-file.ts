import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { readLargeJson } from './large-json.ts';

/**
 * Files from this size on are parsed piece by piece: a larger one may not fit in one string
 * (V8's limit is some 512 million characters), and one JSON.parse of it blocks for seconds.
 */
const LARGE_FILE_BYTES = 128 * 1024 * 1024;

/** The data file exists but cannot be read or parsed; the process must not start on it. */
export class StoreCorruptError extends Error {
  override name = 'StoreCorruptError';
}

/** Reads and parses a JSON file; undefined when it does not exist, StoreCorruptError when unusable. */
export async function readJsonFile(path: string): Promise<unknown> {
  let text: string | undefined;
  try {
    if ((await stat(path)).size < LARGE_FILE_BYTES) text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreCorruptError(
      `Cannot read the data file ${path}: ${(error as Error).message}. Fix its permissions; it was not changed.`,
    );
  }
  try {
    return text === undefined ? await readLargeJson(path) : (JSON.parse(text) as unknown);
  } catch (error) {
    if (!(error instanceof SyntaxError))
      throw new StoreCorruptError(
        `Cannot read the data file ${path}: ${(error as Error).message}. Fix its permissions; it was not changed.`,
      );
    throw new StoreCorruptError(
      `The data file ${path} is not valid JSON (${(error as Error).message}). ` +
        'It was left untouched: restore it from a backup or move it aside to start with an empty store.',
    );
  }
}

/**
 * Replaces a file so that a crash at any moment leaves either the old or the new content:
 * write a temporary file, fsync it, rename it over the target, then fsync the folder so the
 * rename itself is on disk before the caller is told the write happened. `content` may come
 * in pieces, written one after another.
 */
export async function writeFileDurably(path: string, content: string | Iterable<string>): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w', 0o600);
  try {
    if (typeof content === 'string') await file.writeFile(content, 'utf8');
    // In pieces: a large document never becomes one string (slow to build, and capped in size).
    else for (const piece of content) await file.write(piece, null, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
}

/** Makes a rename or a new file in `folder` durable. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Some platforms (Windows) cannot fsync a folder; the rename is still atomic there.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM' && (error as NodeJS.ErrnoException).code !== 'EISDIR')
      throw error;
  } finally {
    await handle.close();
  }
}
