/**
 * Joins class names, skipping empty ones. The light pieces of the kit use this instead of
 * lib/cn.ts (tailwind-merge, 8 kB gzipped): their class lists never conflict.
 */
export const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');
