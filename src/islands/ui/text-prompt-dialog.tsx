import { z } from 'zod';
import { m } from '../../shared/i18n/messages.ts';
import { cn } from '../lib/cn.ts';
import { toFormErrors } from '../lib/form-errors.ts';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog.tsx';
import { Form, formMessage, useSchemaForm } from './form.tsx';
import { Alert } from './alert.tsx';
import { FormField } from './form-field.tsx';
import { PendingButton } from './pending-button.tsx';

export interface TextPromptDialogProps {
  title: string;
  /** Under the title: what the text is for and who reads it. */
  description?: string;
  label: string;
  /** Under the field, followed by the character count when `maxLength` is set. */
  help?: string;
  /**
   * Checks the text before it is sent (usually the field of the endpoint's own schema); the
   * trimmed, checked text is what `onConfirm` receives.
   */
  schema: z.ZodType<string, string>;
  /** The request's field: the server's message in `fields[name]` shows under the text. */
  name: string;
  /** A one-line input instead of a text area (an ID, a name). */
  singleLine?: boolean;
  maxLength?: number;
  confirmLabel: string;
  destructive?: boolean;
  /**
   * Sends the text; the dialog stays open and pending until it settles. It closes the dialog
   * itself when done (unmounting it); what it throws shows in the dialog.
   */
  onConfirm: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** An optional text (a note that may be left empty): only its length is checked. */
export const optionalText = (maxLength: number) =>
  // The message is made when it shows (a function), in the page's language.
  z
    .string()
    .trim()
    .max(maxLength, { error: () => m.ui_at_most_characters({ max: maxLength }) });

/** A text that must not be empty, with the message saying what to enter. */
export const requiredText = (message: string, maxLength: number) => optionalText(maxLength).min(1, message);

/**
 * Asks for one text (a reason, a note, an ID) before an action: open while it is mounted; while
 * the request is pending Escape and a click outside do nothing, and focus goes back to the
 * button that opened it when it closes.
 */
export function TextPromptDialog(props: TextPromptDialogProps) {
  const {
    title,
    description,
    label,
    help,
    schema,
    name,
    singleLine,
    maxLength,
    confirmLabel,
    destructive,
    onConfirm,
    onClose,
  } = props;
  const form = useSchemaForm(z.object({ text: schema }), { text: '' });
  const pending = form.formState.isSubmitting;
  const count =
    maxLength === undefined ? '' : m.ui_character_count({ count: form.watch('text').trim().length, max: maxLength });

  const confirm = async ({ text }: { text: string }) => {
    try {
      await onConfirm(text);
    } catch (error) {
      // The server names the request's field; here the field is always "text".
      const { fields, message } = toFormErrors(error, [name]);
      if (fields[name]) form.setError('text', { type: 'server', message: fields[name] }, { shouldFocus: true });
      if (message) form.setError('root.server', { type: 'server', message });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent {...(description ? {} : { 'aria-describedby': undefined })}>
        <Form form={form} onSubmit={confirm} className="grid gap-4">
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
          <FormField
            control={form.control}
            name="text"
            label={label}
            description={help || count ? [help?.trim(), count].filter(Boolean).join(' ') : undefined}
          >
            {({ className, ...control }) =>
              singleLine ? (
                <input {...control} maxLength={maxLength} className={className} />
              ) : (
                <textarea {...control} rows={4} maxLength={maxLength} className={cn(className, 'h-auto py-2')} />
              )
            }
          </FormField>
          <Alert>{formMessage(form)}</Alert>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {m.ui_cancel()}
            </Button>
            <PendingButton type="submit" variant={destructive ? 'destructive' : 'default'} pending={pending}>
              {confirmLabel}
            </PendingButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
