import { TextField } from './controls.tsx';
import { ContactFields, LeadFormShell, MessageField, useLeadForm } from './lead-form.tsx';
import { missing } from './use-form-submit.ts';

/** Island of /contact: a message to the team, confirmed on screen and by e-mail. */
export function ContactForm() {
  const form = useLeadForm('contact', { subject: '' }, ['subject']);
  const { values, set, submission } = form;
  return (
    <LeadFormShell
      form={form}
      submitLabel="Send message"
      successTitle="Message sent"
      onSubmit={(event) =>
        form.submit(
          event,
          { subject: values.subject },
          missing(values, { subject: 'Enter a subject.', message: 'Enter a message.' }),
          false,
        )
      }
    >
      <ContactFields form={form} companyRequired={false} />
      <TextField label="Subject" name="subject" maxLength={200} value={values.subject} onChange={(e) => set('subject')(e.target.value)} error={submission.fields.subject} />
      <MessageField form={form} label="Message" required hint="At least 10 characters. Plain text; no attachments." />
    </LeadFormShell>
  );
}
