/**
 * A value now, or a promise of it. The API's read path answers without a single `await` when
 * nothing it needs is outside memory (a session and a user the embedded store holds, a handler
 * that answers at once): each `await` costs a microtask turn and a promise per step, which on a
 * small JSON answer cost more than the answer itself.
 */
export type MaybePromise<T> = T | Promise<T>;

/** True for a promise (any thenable), false for a value given at once. */
export function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** `next(value)`, at once for a value, once settled for a promise (a rejection passes through). */
export function andThen<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return isPromise(value) ? value.then(next) : next(value);
}
