import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, SubmitEvent } from 'react';
import { Button } from '../ui/button.tsx';
import { PendingButton, inputClass } from '../account/FormField.tsx';
import { cn } from '../lib/cn.ts';

interface RejectDialogProps {
  /** Who is being rejected, for the title; the dialog is open while this is set. */
  applicant: string;
  pending: boolean;
  fieldError?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for the reason of a rejection. A native modal <dialog> (showModal): the browser makes the
 * rest of the page inert and turns Escape into a `cancel` event; Tab wraps around inside it, and
 * focus goes back to the button that opened it.
 */
export function RejectDialog({ applicant, pending, fieldError, onConfirm, onClose }: RejectDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [clientError, setClientError] = useState<string>();
  const titleId = useId();
  const reasonId = useId();
  const error = clientError ?? fieldError;

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // The dialog leaves by unmounting, where the browser's own focus return does not apply.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // showModal() makes the page inert, but Tab can still leave for the browser's own controls:
  // wrap it around inside the dialog instead.
  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('textarea, button:not(:disabled)')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    const problem =
      trimmed === ''
        ? 'Enter the reason; the applicant receives it by e-mail.'
        : trimmed.length > 500
          ? 'Use at most 500 characters.'
          : undefined;
    setClientError(problem);
    if (!problem) onConfirm(trimmed);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      // Escape fires `cancel`; while the request runs the dialog stays open.
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-border bg-card p-6 text-card-foreground shadow-lg backdrop:bg-black/50"
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          Reject the registration of {applicant}
        </h2>
        <div className="grid gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium">
            Reason
          </label>
          <textarea
            id={reasonId}
            autoFocus
            rows={4}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${reasonId}-hint${error ? ` ${reasonId}-error` : ''}`}
            className={cn(inputClass, 'h-auto py-2')}
          />
          <p id={`${reasonId}-hint`} className="text-xs text-muted-foreground">
            Sent to the applicant. {reason.trim().length}/500 characters.
          </p>
          {error ? (
            <p id={`${reasonId}-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <PendingButton type="submit" variant="destructive" pending={pending}>
            Reject registration
          </PendingButton>
        </div>
      </form>
    </dialog>
  );
}
