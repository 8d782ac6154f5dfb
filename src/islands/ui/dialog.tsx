import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import { useRef } from 'react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

// The one dialog and sheet of the islands, on Radix Dialog: focus moves in and stays in, Escape
// and a click outside ask to close (`onOpenChange(false)`), the page behind is hidden from
// assistive technology and does not scroll. A dialog that must not be dismissed simply ignores
// that request in its `onOpenChange`.

/** Holds the open state: controlled with `open` and `onOpenChange`, or opened by a DialogTrigger. */
export const Dialog = DialogPrimitive.Root;
/** The control that opens the dialog (use `asChild` around a Button). */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog (use `asChild` around a Button). */
export const DialogClose = DialogPrimitive.Close;

const contentVariants = cva(
  'fixed z-50 flex flex-col border-border bg-card text-card-foreground shadow-lg outline-none',
  {
    variants: {
      side: {
        /** A centred dialog. */
        center: cn(
          'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-lg border p-6',
        ),
        /** Sheets along an edge of the screen (drawers). */
        left: 'inset-y-0 left-0 w-72 max-w-[85vw] border-r',
        right: 'inset-y-0 right-0 w-80 max-w-[85vw] border-l',
        bottom: 'inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-lg border-t',
        /** A small panel above the floating bottom-right button of small screens. */
        'bottom-end': 'right-4 bottom-20 max-h-[calc(100dvh-6rem)] w-64 overflow-y-auto rounded-lg border',
      },
    },
    defaultVariants: { side: 'center' },
  },
);

export interface DialogContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>,
    VariantProps<typeof contentVariants> {
  /** Classes of the backdrop, e.g. a lighter one over a page that is blurred anyway. */
  overlayClassName?: string;
}

/** The dialog itself with its backdrop, in a portal; `side` makes it a sheet. */
export function DialogContent({
  side,
  className,
  overlayClassName,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: DialogContentProps) {
  // Radix gives focus back to a DialogTrigger only; our dialogs are often opened by state
  // (a row's button, a store), so remember whatever had focus when it opened.
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/50', overlayClassName)} />
      <DialogPrimitive.Content
        className={cn(contentVariants({ side }), className)}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          returnFocus(opener.current);
        }}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Focus goes back to the opener, unless something took it on purpose while the dialog closed
 * (a followed link moves it to the new page), or the opener is gone.
 */
function returnFocus(opener: Element | null): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}

/** Title and description at the top of a dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5', className)} {...props} />;
}

/** The dialog's actions: stacked on phones (main action on top), in a row at the end otherwise. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

/** The dialog's accessible name. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
