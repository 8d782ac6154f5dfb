import { rejectRegistrationInputSchema } from '../../server/registrations/registrations.schemas.ts';
import { ApiError } from '../lib/api-error.ts';
import { cn } from '../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '../ui/dialog.tsx';
import { Form, useSchemaForm } from '../ui/form.tsx';
import { FormField } from '../ui/form-field.tsx';
import { PendingButton } from '../ui/pending-button.tsx';

interface RejectDialogProps {
  /** Who is being rejected, for the title; the dialog is open while it is mounted. */
  applicant: string;
  /** Sends the rejection; a problem with the reason comes back as `fields.reason`. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for the reason of a rejection; focus goes back to the row's button when it closes. */
export function RejectDialog({ applicant, onConfirm, onClose }: RejectDialogProps) {
  const form = useSchemaForm(rejectRegistrationInputSchema, { reason: '' });
  const pending = form.formState.isSubmitting;

  const reject = async ({ reason }: { reason: string }) => {
    try {
      await onConfirm(reason);
    } catch (error) {
      // The reason's own problem is shown beside it; the page reports anything else.
      if (error instanceof ApiError && error.fields?.reason) throw error;
    }
  };

  return (
    // Escape and a click outside ask to close; while the rejection is sent the dialog stays open.
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <Form form={form} onSubmit={reject} className="grid gap-4">
          <DialogTitle>Reject the registration of {applicant}</DialogTitle>
          <FormField
            control={form.control}
            name="reason"
            label="Reason"
            description={`Sent to the applicant. ${form.watch('reason').trim().length}/500 characters.`}
          >
            {({ className, ...control }) => (
              <textarea {...control} rows={4} maxLength={500} className={cn(className, 'h-auto py-2')} />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <PendingButton type="submit" variant="destructive" pending={pending}>
              Reject registration
            </PendingButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
