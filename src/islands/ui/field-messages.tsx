import type { ReactNode } from 'react';

// What every form field shows under its control, whichever form approach holds its value: kept
// free of form libraries so the light account pages can use it without loading them.

/** The ids of a field's description and error, for aria-describedby. */
export function describedBy(id: string, description: ReactNode, error: string | undefined): string | undefined {
  return [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's description, then its error, with the ids `describedBy` names. */
export function FieldMessages({
  id,
  description,
  error,
}: {
  id: string;
  description: ReactNode;
  error: string | undefined;
}) {
  return (
    <>
      {description ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
