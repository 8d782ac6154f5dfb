import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Radix toast context; render once, around the viewport and the toasts. */
export const ToastProvider = ToastPrimitive.Provider;

/** Fixed region the toasts appear in: top on phones, bottom-right from 640 px up. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // The empty region must not swallow clicks on the page beneath it.
        'pointer-events-none fixed inset-x-0 top-0 z-100 flex max-h-screen w-full flex-col gap-2 p-4',
        // Newest nearest the edge it enters from; DOM order stays newest first for F8 + Tab.
        'sm:top-auto sm:bottom-0 sm:left-auto sm:max-w-[420px] sm:flex-col-reverse',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden',
    'rounded-md border p-4 pr-10 shadow-lg',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
    // Two attribute selectors outrank the plain closed animation when a swipe closes it.
    'data-[state=closed]:data-[swipe=end]:animate-toast-swipe-out',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success bg-success text-success-foreground',
        warning: 'border-warning bg-warning text-warning-foreground',
        info: 'border-info bg-info text-info-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** One toast; problems interrupt screen readers, everything else waits its turn. */
export function Toast({
  className,
  variant,
  type,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  const urgent = variant === 'destructive' || variant === 'warning';
  return (
    <ToastPrimitive.Root
      type={type ?? (urgent ? 'foreground' : 'background')}
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/** Bold first line of a toast. */
export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

/** Body text of a toast. */
export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

// currentColor is each variant's foreground, so outlines and borders keep its contrast.
const onToastFocus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

/** Optional button in a toast; `altText` tells screen-reader users how to do the same elsewhere. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current bg-transparent px-3',
        'text-sm font-medium transition-colors hover:bg-current/10 disabled:pointer-events-none disabled:opacity-50',
        onToastFocus,
        className,
      )}
      {...props}
    />
  );
}

/** The × button that dismisses a toast. */
export function ToastClose({
  className,
  'aria-label': ariaLabel = m.ui_dismiss_notification(),
  ...props
}: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label={ariaLabel}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 transition-colors hover:bg-current/10',
        onToastFocus,
        className,
      )}
      {...props}
    >
      <svg
        className="size-4"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </ToastPrimitive.Close>
  );
}
