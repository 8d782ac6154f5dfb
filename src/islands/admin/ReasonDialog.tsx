import { useState } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { cn } from '../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '../ui/dialog.tsx';
import { inputClass } from '../ui/form-field.tsx';
import { FormAlert } from '../ui/form.tsx';
import { PendingButton } from '../ui/pending-button.tsx';

interface ReasonDialogProps {
  title: string;
  label: string;
  description: string;
  confirmLabel: string;
  /** Empty is refused here with this message; undefined makes the reason optional. */
  requiredMessage?: string;
  destructive?: boolean;
  /** Sends the decision; a problem with the reason comes back as `fields.reason`. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a reason (rejecting, suspending) or an optional note (approving); open while mounted. */
export function ReasonDialog({ title, label, description, confirmLabel, requiredMessage, destructive, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setFailure(undefined);
    if (requiredMessage && reason.trim() === '') {
      setError(requiredMessage);
      return;
    }
    setPending(true);
    try {
      await onConfirm(reason.trim());
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields?.reason) setError(caught.fields.reason);
      else setFailure(caught instanceof Error ? caught.message : 'Something went wrong.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <form noValidate onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }} className="grid gap-4">
          <DialogTitle>{title}</DialogTitle>
          <div className="grid gap-1.5">
            <label htmlFor="staff-reason" className="text-sm font-medium">
              {label}
            </label>
            <textarea
              id="staff-reason"
              autoFocus
              rows={4}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'staff-reason-help staff-reason-error' : 'staff-reason-help'}
              className={cn(inputClass, 'h-auto py-2')}
            />
            <p id="staff-reason-help" className="text-sm text-muted-foreground">
              {description} {reason.trim().length}/500 characters.
            </p>
            {error ? (
              <p id="staff-reason-error" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <FormAlert message={failure} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <PendingButton type="submit" variant={destructive ? 'destructive' : 'default'} pending={pending}>
              {confirmLabel}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
