import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '../ui/dialog.tsx';
import { PendingButton, inputClass } from '../account/FormField.tsx';
import { cn } from '../lib/cn.ts';

interface RejectDialogProps {
  /** Who is being rejected, for the title; the dialog is open while it is mounted. */
  applicant: string;
  pending: boolean;
  fieldError?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a rejection; focus goes back to the row's button when it closes. */
export function RejectDialog({ applicant, pending, fieldError, onConfirm, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [clientError, setClientError] = useState<string>();
  const reasonId = useId();
  const error = clientError ?? fieldError;

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
    // Escape and a click outside ask to close; while the request runs the dialog stays open.
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogTitle>Reject the registration of {applicant}</DialogTitle>
          <div className="grid gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-medium">
              Reason
            </label>
            <textarea
              id={reasonId}
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
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <PendingButton type="submit" variant="destructive" pending={pending}>
              Reject registration
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
