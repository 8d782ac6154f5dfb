import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { Alert, PendingButton, TextField } from '../ui/light.ts';
import { Honeypot, useHoneypot } from './fields.tsx';
import { FormSuccess, PrivacyNote } from './FormSuccess.tsx';
import { emailProblem, useFormSubmit } from './use-form-submit.ts';

/** The subscribe form: one address, confirmed by an e-mailed link (double opt-in). */
export function NewsletterForm({ submitLabel = m.forms_newsletter_subscribe() }: { submitLabel?: string }) {
  const [email, setEmail] = useState('');
  const honeypot = useHoneypot();
  const submission = useFormSubmit<{ message: string }>('/api/newsletter', ['email']);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    void submission.send({ email, website: honeypot.value() }, problem ? { email: problem } : {});
  }

  if (submission.data) {
    return (
      <FormSuccess
        title={m.forms_newsletter_check_inbox()}
        onReset={submission.reset}
        resetLabel={m.forms_newsletter_other_address()}
      >
        <p>{submission.data.message}</p>
        <p className="text-muted-foreground">{m.forms_newsletter_check_inbox_text()}</p>
      </FormSuccess>
    );
  }
  return (
    <form ref={submission.formRef} noValidate onSubmit={submit} className="relative grid gap-4">
      <TextField
        label={m.forms_newsletter_email()}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={submission.fields.email}
      />
      <Honeypot inputRef={honeypot.ref} />
      <Alert>{submission.message}</Alert>
      <PendingButton type="submit" pending={submission.pending} className="justify-self-start">
        {submitLabel}
      </PendingButton>
      <PrivacyNote use="newsletter" />
    </form>
  );
}
