import type { Row } from '../db.ts';

/** Rows serialized at a time. */
const ROWS_PER_STEP = 2_000;
/** Characters gathered before a piece goes out (each piece is one write). */
const PIECE_CHARS = 4 * 1024 * 1024;

/** What a snapshot holds: the schema version, the last journal line included, every table's rows. */
export type SnapshotRows = {
  schemaVersion: number;
  journalSeq: number;
  tables: [name: string, rows: readonly Row[]][];
};

/**
 * The snapshot document's JSON text (`{"schemaVersion","journalSeq","tables":{name:[rows]}}`,
 * what JSON.stringify of it gives) in pieces of a few megabytes. One JSON.stringify of a large
 * store built a single string of tens of megabytes at a fraction of the speed of small ones,
 * blocking the event loop for seconds, and would fail past V8's string length limit.
 * `written` receives the text's length in characters once the last piece is out.
 */
export function* snapshotText(snapshot: SnapshotRows, written?: (length: number) => void): Generator<string> {
  let parts: string[] = [];
  let gathered = 0;
  let length = 0;
  const add = (text: string) => {
    parts.push(text);
    gathered += text.length;
  };
  const take = () => {
    const piece = parts.join('');
    length += piece.length;
    parts = [];
    gathered = 0;
    return piece;
  };
  add(
    `{"schemaVersion":${JSON.stringify(snapshot.schemaVersion)},"journalSeq":${JSON.stringify(snapshot.journalSeq)},"tables":{`,
  );
  let separator = '';
  for (const [name, rows] of snapshot.tables) {
    add(`${separator}${JSON.stringify(name)}:[`);
    separator = ',';
    for (let start = 0; start < rows.length; start += ROWS_PER_STEP) {
      const text = rows
        .slice(start, start + ROWS_PER_STEP)
        .map((row) => JSON.stringify(row))
        .join(',');
      add(start === 0 ? text : `,${text}`);
      if (gathered >= PIECE_CHARS) yield take();
    }
    add(']');
  }
  add('}}');
  yield take();
  written?.(length);
}
