import type { Row } from '../db.ts';

/** Rows serialized per piece of the snapshot text. */
const ROWS_PER_PIECE = 2_000;

/** What a snapshot holds: the schema version, the last journal line included, every table's rows. */
export type SnapshotRows = { schemaVersion: number; journalSeq: number; tables: [name: string, rows: readonly Row[]][] };

/**
 * The snapshot document's JSON text (`{"schemaVersion","journalSeq","tables":{name:[rows]}}`,
 * what JSON.stringify of it gives) in pieces of a few thousand rows. One JSON.stringify of a
 * large store built a single string of tens of megabytes at a fraction of the speed of small
 * ones, blocking the event loop for seconds, and would fail past V8's string length limit.
 * `written` receives the text's length in characters once the last piece is out.
 */
export function* snapshotText(snapshot: SnapshotRows, written?: (length: number) => void): Generator<string> {
  let length = 0;
  const piece = (text: string) => {
    length += text.length;
    return text;
  };
  yield piece(`{"schemaVersion":${JSON.stringify(snapshot.schemaVersion)},"journalSeq":${JSON.stringify(snapshot.journalSeq)},"tables":{`);
  let firstTable = true;
  for (const [name, rows] of snapshot.tables) {
    yield piece(`${firstTable ? '' : ','}${JSON.stringify(name)}:[`);
    firstTable = false;
    for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
      const text = rows.slice(start, start + ROWS_PER_PIECE).map((row) => JSON.stringify(row)).join(',');
      yield piece(start === 0 ? text : `,${text}`);
    }
    yield piece(']');
  }
  yield piece('}}');
  written?.(length);
}
