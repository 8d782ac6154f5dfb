import { officerNoteInputSchema } from '../../../server/officers/officers.schemas.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../ui/dialog.tsx';
import { Form, FormAlert, formMessage, setServerErrors, useSchemaForm } from '../../ui/form.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';

interface NoteDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  /** Sends the note; a problem with it comes back as `fields.note`. */
  onConfirm: (note: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks an officer for a note (an escalation, a contact); open while it is mounted. */
export function NoteDialog({ title, description, submitLabel, onConfirm, onClose }: NoteDialogProps) {
  const form = useSchemaForm(officerNoteInputSchema, { note: '' });
  const pending = form.formState.isSubmitting;
  const send = async ({ note }: { note: string }) => {
    try {
      await onConfirm(note);
      onClose();
    } catch (error) {
      setServerErrors(form, error);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <Form form={form} onSubmit={send} className="grid gap-4">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          <FormField control={form.control} name="note" label="Note">
            {({ className, ...control }) => <textarea {...control} rows={4} maxLength={2000} className={cn(className, 'h-auto py-2')} />}
          </FormField>
          <FormAlert message={formMessage(form)} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={pending}>
              {submitLabel}
            </PendingButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
