import type { ComponentProps, ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { m } from '../../shared/i18n/messages.ts';

// The e-mail link pages' controls with their classes written out: the same classes ui/button,
// ui/spinner and ui/form-field produce, without the class-merging libraries those load.

const BUTTON_BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

/** buttonVariants({ variant }) plus `justify-self-start`, as merged by cn(). */
export const flowButtonClass = {
  default: `${BUTTON_BASE} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 h-9 px-4 py-2 justify-self-start`,
  outline: `${BUTTON_BASE} border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground h-9 px-4 py-2 justify-self-start`,
  link: `${BUTTON_BASE} text-primary underline-offset-4 hover:underline h-9 px-4 py-2 justify-self-start`,
  /** A link-looking button without the button's height and padding. */
  bareLink: `${BUTTON_BASE} text-primary underline-offset-4 hover:underline h-auto justify-self-start p-0`,
  /** The full-width submit button of a form (no justify-self). */
  submit: `${BUTTON_BASE} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 h-9 px-4 py-2`,
} as const;

/** ui/form-field's inputClass. */
export const flowInputClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive';

/** ui/spinner's Spinner at size sm. */
export function SmallSpinner({ label, className = 'inline-flex items-center justify-center' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={className}>
      <svg className="animate-spin text-primary size-4" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity={0.25} strokeWidth={3} />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? m.account_flows_loading()}</span>
    </span>
  );
}

/** A button of the flow pages: type="button" unless told, like ui/button. */
export function FlowButton({
  variant = 'default',
  type = 'button',
  ...props
}: Omit<ComponentProps<'button'>, 'className'> & { variant?: keyof typeof flowButtonClass }) {
  return <button type={type} className={flowButtonClass[variant]} {...props} />;
}

/** ui/pending-button: disabled with a spinner while pending, and until hydrated. */
export function PendingSubmit({ pending, children }: { pending: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <FlowButton type="submit" variant="submit" disabled={pending || !hydrated}>
      {pending ? (
        <span aria-hidden="true" className="inline-flex">
          <SmallSpinner className="inline-flex items-center justify-center text-current [&_svg]:text-current" />
        </span>
      ) : null}
      {children}
    </FlowButton>
  );
}

/** ui/form's FormAlert: the form-level message, announced when it appears. */
export function FlowFormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  );
}
