import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { PendingButton } from './pending-button.tsx';

export interface AlertDialogProps {
  /** The control that opens it (a Button), when the dialog keeps its own open state. */
  trigger?: ReactElement;
  /** Or the open state, held by the caller (a row's button, a store). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name: what is about to happen ("Remove Ada Lovelace"). */
  title: string;
  /** What it means, read out with the title. */
  description: ReactNode;
  /** More content between the description and the actions (a field to type a name into). */
  children?: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless told ("Keep the order"). */
  cancelLabel?: string;
  destructive?: boolean;
  confirmDisabled?: boolean;
  /**
   * The action. Returning nothing closes the dialog at once (the page shows the progress); a
   * promise keeps it open and pending until it settles: closed when it resolves, its error shown
   * in the dialog when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
}

/**
 * Asks before an action that cannot be taken back, instead of the browser's own dialog:
 * role="alertdialog", focus starts on Cancel, a click outside does nothing, Escape cancels unless
 * the action is already pending, and focus goes back to the control that opened it.
 */
export function AlertDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = m.ui_cancel(),
  destructive = false,
  confirmDisabled = false,
  onConfirm,
}: AlertDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (pending) return;
    if (!next) setError(undefined);
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const runAction = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return setOpen(false);
    setPending(true);
    setError(undefined);
    try {
      await result;
      setOwnOpen(false);
      onOpenChange?.(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent role="alertdialog" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <Alert>{error}</Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <PendingButton
            variant={destructive ? 'destructive' : 'default'}
            pending={pending}
            disabled={confirmDisabled}
            onClick={() => void runAction()}
          >
            {confirmLabel}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
