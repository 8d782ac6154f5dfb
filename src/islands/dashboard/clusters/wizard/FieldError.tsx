import type { DraftErrors } from './wizard-draft.ts';

/** The id of a draft field's control, for labels and error links: `nodePools.0.count` → `wizard-nodePools-0-count`. */
export const fieldId = (path: string) => `wizard-${path.replaceAll('.', '-')}`;
export const errorId = (path: string) => `${fieldId(path)}-error`;

/** aria props of a control whose field may be invalid. */
export function invalidProps(errors: DraftErrors, path: string, describedBy?: string) {
  const error = errors[path];
  const ids = [describedBy, error ? errorId(path) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': ids || undefined };
}

/** Why a field is refused, under its control. */
export function FieldError({ errors, path }: { errors: DraftErrors; path: string }) {
  const error = errors[path];
  if (!error) return null;
  return (
    <p id={errorId(path)} className="text-sm text-destructive" data-field-error={path}>
      {error}
    </p>
  );
}
