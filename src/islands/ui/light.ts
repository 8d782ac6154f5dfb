// The light part of the kit: plain class strings, no Radix, TanStack Query, react-hook-form, zod
// or tailwind-merge. The public form pages and the e-mail link pages (account flows) import from
// here only, so they stay within their JavaScript budget (home page + 10 kB); a unit test keeps
// these modules' imports light.

export { Alert } from './alert.tsx';
export type { AlertProps } from './alert.tsx';
export { buttonVariants } from './button-variants.ts';
export type { ButtonSize, ButtonVariant } from './button-variants.ts';
export { CopyTextButton } from './copy-text-button.tsx';
export { cx } from './cx.ts';
export { ErrorWithRetry } from './error-with-retry.tsx';
export { describedBy, FieldMessages } from './field-messages.tsx';
export { TextField, useFieldIds } from './text-field.tsx';
export { controlClass, inputClass } from './input-class.ts';
export { PendingButton } from './pending-button.tsx';
export { Spinner } from './spinner.tsx';
