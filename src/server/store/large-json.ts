import { open } from 'node:fs/promises';

/** Bytes read at a time. */
const CHUNK_BYTES = 16 * 1024 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

type Frame = { array: unknown[] } | { object: Record<string, unknown>; key: string | undefined };

/**
 * Parses a JSON file of any size: the containers nearer the top than `splitDepth` are built
 * here, each value inside them goes through JSON.parse on its own. A snapshot is one document
 * (`{"tables":{"name":[row,…]}}`), and past V8's string length limit (some 512 million
 * characters) it can be neither read as one string nor parsed at once; split at depth 3, every
 * row is parsed alone. Throws a SyntaxError on text cut short, unbalanced or not JSON within a
 * value (it is lenient about the commas and colons between values). The file is read
 * `chunkBytes` at a time.
 */
export async function readLargeJson(
  path: string,
  { splitDepth = 3, chunkBytes = CHUNK_BYTES }: { splitDepth?: number; chunkBytes?: number } = {},
): Promise<unknown> {
  const file = await open(path, 'r');
  const stack: Frame[] = [];
  let result: unknown;
  let done = false;
  // A value being captured: its bytes so far, and where its scan stands.
  let pieces: Buffer[] = [];
  let capturing = false;
  let scalar = false;
  let depth = 0;
  let inString = false;
  let escaped = false;

  const place = (value: unknown) => {
    const top = stack[stack.length - 1];
    if (!top) {
      if (done) throw new SyntaxError(`Unexpected text after the JSON value in ${path}.`);
      result = value;
      done = true;
    } else if ('array' in top) top.array.push(value);
    else if (top.key === undefined) {
      if (typeof value !== 'string') throw new SyntaxError(`An object key in ${path} is not a string.`);
      top.key = value;
    } else {
      top.object[top.key] = value;
      top.key = undefined;
    }
  };
  const finish = (text: string) => {
    pieces = [];
    capturing = false;
    place(JSON.parse(text));
  };

  try {
    const buffer = Buffer.allocUnsafe(chunkBytes);
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, chunkBytes, null);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      let i = 0;
      while (i < bytesRead) {
        if (capturing) {
          const start = i;
          let end = -1;
          if (scalar) {
            for (; i < bytesRead; i += 1) {
              const b = chunk[i] as number;
              if (b === COMMA || b === CLOSE_OBJECT || b === CLOSE_ARRAY || b === COLON || isSpace(b)) {
                end = i;
                break;
              }
            }
          } else {
            for (; i < bytesRead; i += 1) {
              const b = chunk[i] as number;
              if (inString) {
                if (escaped) escaped = false;
                else if (b === BACKSLASH) escaped = true;
                else if (b === QUOTE) {
                  inString = false;
                  if (depth === 0) {
                    end = i + 1;
                    break;
                  }
                }
              } else if (b === QUOTE) inString = true;
              else if (b === OPEN_OBJECT || b === OPEN_ARRAY) depth += 1;
              else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
                depth -= 1;
                if (depth === 0) {
                  end = i + 1;
                  break;
                }
              }
            }
          }
          if (end === -1) {
            // Continued in the next chunk: the bytes are copied, as the buffer is read into again.
            pieces.push(Buffer.from(chunk.subarray(start, bytesRead)));
            break;
          }
          i = end;
          finish(
            pieces.length === 0
              ? chunk.toString('utf8', start, end)
              : Buffer.concat([...pieces, chunk.subarray(start, end)]).toString('utf8'),
          );
          continue;
        }
        const b = chunk[i] as number;
        if (isSpace(b) || b === COMMA || b === COLON) {
          i += 1;
        } else if ((b === OPEN_OBJECT || b === OPEN_ARRAY) && stack.length < splitDepth) {
          stack.push(b === OPEN_OBJECT ? { object: {}, key: undefined } : { array: [] });
          i += 1;
        } else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
          const frame = stack.pop();
          if (!frame || (b === CLOSE_OBJECT) !== 'object' in frame)
            throw new SyntaxError(`Unbalanced ${String.fromCharCode(b)} in ${path}.`);
          place('array' in frame ? frame.array : frame.object);
          i += 1;
        } else {
          // A value to capture whole: a string, a container this deep, or a number, true, false, null.
          capturing = true;
          scalar = b !== QUOTE && b !== OPEN_OBJECT && b !== OPEN_ARRAY;
          inString = false;
          escaped = false;
          depth = 0;
        }
      }
    }
  } finally {
    await file.close();
  }
  if (capturing && scalar) finish(Buffer.concat(pieces).toString('utf8'));
  if (capturing || stack.length > 0 || !done) throw new SyntaxError(`Unexpected end of JSON in ${path}.`);
  return result;
}
