import { m } from '../../shared/i18n/messages.ts';
import { TextField } from '../ui/light.ts';
import { ContactFields, LeadFormShell, MessageField, useLeadForm } from './lead-form.tsx';
import { missing } from './use-form-submit.ts';

/** Island of /contact: a message to the team, confirmed on screen and by e-mail. */
export function ContactForm() {
  const form = useLeadForm('contact', { subject: '' }, ['subject']);
  const { values, set, submission } = form;
  return (
    <LeadFormShell
      form={form}
      submitLabel={m.forms_contact_submit()}
      successTitle={m.forms_contact_success()}
      onSubmit={(event) =>
        form.submit(
          event,
          { subject: values.subject },
          missing(values, { subject: m.forms_enter_subject(), message: m.forms_enter_message() }),
          false,
        )
      }
    >
      <ContactFields form={form} companyRequired={false} />
      <TextField
        label={m.forms_subject()}
        name="subject"
        maxLength={200}
        value={values.subject}
        onChange={(e) => set('subject')(e.target.value)}
        error={submission.fields.subject}
      />
      <MessageField form={form} label={m.forms_contact_message()} required hint={m.forms_contact_message_hint()} />
    </LeadFormShell>
  );
}
