import type { Row } from './db.ts';

/** A declared index: a key computed from the record (null leaves the record out of it). */
export type IndexSpec<T> = {
  /** The PostgreSQL column that holds the key (`text COLLATE "C"`, or `text[]` when multi). */
  column: string;
  key: (record: T) => string | null;
  unique?: boolean;
};

/** An index with several keys per record (e.g. a list of token hashes): equality only. */
export type MultiIndexSpec<T> = {
  column: string;
  keys: (record: T) => string[];
  multi: true;
};

/**
 * A table: its name (the PostgreSQL table and the embedded collection), its order (what lists
 * sort by, newest first, ids breaking ties) and its indexes. Keys are computed here, in one
 * place, so both backends compare exactly the same strings.
 */
export type TableSpec<T extends Row> = {
  name: string;
  order: { column: string; key: (record: T) => string };
  indexes: Record<string, IndexSpec<T> | MultiIndexSpec<T>>;
  /**
   * How PostgreSQL keeps the record: `jsonb` (the default) or `json`, the text as written. `json`
   * suits a large table written in bulk and never searched inside: PostgreSQL checks the text
   * rather than converting every number, and gives it back as it is.
   */
  document?: 'jsonb' | 'json';
};

/** Declares a table with its record type. */
export function defineTable<T extends Row>(spec: TableSpec<T>): TableSpec<T> {
  return spec;
}

/** True for an index with several keys per record. */
export function isMulti<T>(index: IndexSpec<T> | MultiIndexSpec<T>): index is MultiIndexSpec<T> {
  return 'multi' in index;
}

/** The keys a record has in an index (none, one, or several). */
export function keysOf<T>(index: IndexSpec<T> | MultiIndexSpec<T>, record: T): string[] {
  if (isMulti(index)) return [...new Set(index.keys(record))];
  const key = index.key(record);
  return key === null ? [] : [key];
}

/** Case-insensitive key for e-mails, usernames and names. */
export const fold = (value: string) => value.trim().toLowerCase();
