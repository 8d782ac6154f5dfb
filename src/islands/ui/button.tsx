import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { buttonVariants } from './button-variants.ts';
import type { ButtonVariantProps } from './button-variants.ts';

export { buttonVariants };

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps;

/**
 * Styled <button>; defaults to type="button" so it never submits a form by accident. Its
 * `className` may override the variant's classes (merged by tailwind-merge); the light pages use
 * buttonVariants() on a plain <button> instead.
 */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
