import { cx } from './cx.ts';

// Plain class lists rather than class-variance-authority, so the light pages can draw buttons.

const BASE = cx(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium',
  'transition-colors disabled:pointer-events-none disabled:opacity-50',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
);

const VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
  outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

// Each size says whether the label may wrap, so no class here ever has to be overridden.
const SIZES = {
  sm: 'h-8 gap-1.5 px-3 whitespace-nowrap',
  default: 'h-9 px-4 py-2 whitespace-nowrap',
  lg: 'h-10 px-6 whitespace-nowrap',
  icon: 'size-9',
  /** No height or padding: a link-looking button inside a sentence. */
  inline: 'h-auto p-0 whitespace-nowrap',
  /** The default size, but a long label wraps (a phone) instead of widening the page. */
  wrap: 'h-auto min-h-9 px-4 py-2 text-left whitespace-normal',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonVariantProps {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
}

/**
 * Button classes, also for links that should look like buttons: <a className={buttonVariants()}>.
 * `className` is appended as is (no merging): pass only classes the variant does not set.
 */
export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}): string {
  return cx(BASE, VARIANTS[variant ?? 'default'], SIZES[size ?? 'default'], className);
}
