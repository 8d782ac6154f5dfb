import { cx } from './cx.ts';

/** Classes shared by inputs, selects and textareas, without a height (each control sets its own). */
export const controlClass = cx(
  'w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs',
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-invalid:border-destructive',
);

/** Classes of a one-line text control (input, select). */
export const inputClass = cx('h-9', controlClass);
