import { errors } from '../http/app-error.ts';
import type { Cursor } from '../store/db.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Where a newest-first page ends: the last record's time and id (ids break ties). */
export type PageCursor = { createdAt: string; id: string };

/** One page of a newest-first list; `nextCursor` is null on the last page. */
export type Page<T> = { items: T[]; nextCursor: string | null };

/** The opaque `cursor` query parameter for a position. */
export function encodeCursor(position: PageCursor): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** Reads a `cursor` parameter; anything this server did not hand out is a 400. */
export function decodeCursor(cursor: string): PageCursor {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const [createdAt, id, ...rest] = text.split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) {
    throw errors.badRequest(m.error_cursor_not_valid_start_again_from(), { cursor: m.field_not_valid_cursor() });
  }
  return { createdAt, id };
}

/** True when `a` comes before `b` in newest-first order. */
function newerThan(a: PageCursor, b: PageCursor): boolean {
  return a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt;
}

/** Up to `limit` records older than `before` (all when absent), newest first. For in-memory stores. */
export function takeNewestFirst<T extends PageCursor>(records: readonly T[], limit: number, before?: PageCursor): T[] {
  const sorted = records.filter((r) => !before || newerThan(before, r)).sort((a, b) => (newerThan(a, b) ? -1 : 1));
  return sorted.slice(0, limit);
}

/** Builds a page from `limit + 1` records fetched newest first: the extra one only says there is more. */
export function toPage<T extends PageCursor, V>(
  fetched: readonly T[],
  limit: number,
  present: (record: T) => V,
): Page<V> {
  const items = fetched.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(present),
    nextCursor: fetched.length > limit && last ? encodeCursor(last) : null,
  };
}

/** The opaque `cursor` parameter for a keyset position of the store (`Cursor`: order value and id). */
export function encodeStoreCursor(position: Cursor): string {
  return Buffer.from(JSON.stringify([position.order, position.id])).toString('base64url');
}

/** Reads a cursor made by encodeStoreCursor; anything else is a 400 naming `cursor`. */
export function decodeStoreCursor(value: string): Cursor {
  try {
    const [order, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as unknown[];
    if (typeof order === 'string' && typeof id === 'string') return { order, id };
  } catch {
    // Falls through to the 400 below.
  }
  throw errors.badRequest(m.error_some_fields_missing_invalid(), { cursor: m.field_cursor_not_valid() });
}
