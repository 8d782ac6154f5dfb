import { Button } from './button.tsx';
import type { ButtonProps } from './button.tsx';
import { Spinner } from './spinner.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * A button that is disabled and shows a spinner while its request is pending. It also stays
 * disabled until the island has hydrated: before that, a submit would be the browser's own GET,
 * putting e-mail addresses and passwords into the URL.
 */
export function PendingButton({ pending, children, disabled, ...props }: ButtonProps & { pending: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button disabled={pending || disabled || !hydrated} {...props}>
      {/* Hidden from the accessibility tree so the button keeps its own name. */}
      {pending ? (
        <span aria-hidden="true" className="inline-flex">
          <Spinner size="sm" className="text-current [&_svg]:text-current" />
        </span>
      ) : null}
      {children}
    </Button>
  );
}
