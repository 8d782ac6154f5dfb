import type { ComponentProps } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { buttonVariants } from './button-variants.ts';
import type { ButtonVariantProps } from './button-variants.ts';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';

export type PendingButtonProps = ComponentProps<'button'> & ButtonVariantProps & { pending: boolean };

/**
 * A button that is disabled and shows a spinner while its request is pending. It also stays
 * disabled until the island has hydrated: before that, a submit would be the browser's own GET,
 * putting e-mail addresses and passwords into the URL. Light (plain classes, `className`
 * appended), so the public and account pages use it too.
 */
export function PendingButton({
  pending,
  children,
  disabled,
  variant,
  size,
  className,
  type = 'button',
  ...props
}: PendingButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={pending || disabled || !hydrated}
      className={buttonVariants({ variant, size, className })}
      {...props}
    >
      {/* Hidden from the accessibility tree so the button keeps its own name. */}
      {pending ? (
        <span aria-hidden="true" className="inline-flex">
          <Spinner size="sm" className="text-current [&_svg]:text-current" />
        </span>
      ) : null}
      {children}
    </button>
  );
}
