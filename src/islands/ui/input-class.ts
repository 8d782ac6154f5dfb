import { cn } from '../lib/cn.ts';

/** Classes of a text control (input, textarea, select). */
export const inputClass = cn(
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs',
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-invalid:border-destructive',
);
