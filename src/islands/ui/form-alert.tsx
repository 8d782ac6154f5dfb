import type { ReactNode } from 'react';

/** A form-level message (rate limit, server error); role="alert" so it is announced when it appears. */
export function FormAlert({ message }: { message?: ReactNode }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
